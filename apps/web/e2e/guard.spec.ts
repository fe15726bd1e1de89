import { expect, test } from '@playwright/test';
import {
  lastSmsId,
  randomMsisdn,
  readCode,
  shownNumber,
  signInViaApi,
  signUpViaApi,
} from '../../../e2e-support/api';
import { holdToken, storedToken, waitForScreen } from '../../../e2e-support/portal';
import { isCallTo, okApi } from '../../../e2e-support/api-request';

// The navigation guard (docs/product.md#the-guard), one rule per test, against the built portal and the real
// API. Service workers are blocked: page.route must see every request, and the guard needs no cache.
test.use({ serviceWorkers: 'block' });

const origin = `http://127.0.0.1:${process.env.E2E_PORT ?? '4310'}`;

test.describe('without msisdn and otp in the query', () => {
  test('an authenticated route with no token redirects to the site root', async ({ page }) => {
    await page.goto('/client/news');
    await expect(page).toHaveURL(`${origin}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'صرّاف' })).toBeVisible();
  });

  test('an authenticated route first copies the access_token cookie to client-token', async ({
    page,
    context,
    request,
  }) => {
    const { token } = await signUpViaApi(request);
    await context.addCookies([{ name: 'access_token', value: token, url: origin }]);
    expect(await page.goto('/client/profile').then(() => page.url())).toBe(`${origin}/client/profile`);
    await waitForScreen(page);
    expect(await storedToken(page)).toBe(token);
    await expect(page.getByRole('heading', { level: 1, name: 'الملف الشخصي' })).toBeVisible();
  });

  test('an authenticated route with a token in local storage shows the screen', async ({ page, request }) => {
    const { token } = await signUpViaApi(request);
    await holdToken(page, token);
    await page.goto('/client/contact/us');
    await expect(page).toHaveURL(`${origin}/client/contact/us`);
    await expect(page.getByRole('heading', { level: 1, name: 'اتصل بنا' })).toBeVisible();
  });

  test('a bill route with no token redirects to /mybill', async ({ page }) => {
    await page.goto('/mybill/transactions');
    await expect(page).toHaveURL(`${origin}/mybill`);
    await expect(page.getByRole('heading', { level: 1, name: 'فاتورتي' })).toBeVisible();
    await page.goto('/mybill/information');
    await expect(page).toHaveURL(`${origin}/mybill`);
  });

  for (const path of [
    '/client/guest/info/who',
    '/client/guest/info/privacyPolicy',
    '/client/guest/info/terms/and/conditions',
    '/client/subscription-list',
  ]) {
    test(`the guest route ${path} with a token redirects to client.home`, async ({ page, request }) => {
      const { token } = await signUpViaApi(request);
      await holdToken(page, token);
      await page.goto(path);
      await expect(page).toHaveURL(`${origin}/client/home`);
      await expect(page.getByRole('heading', { level: 1, name: 'أسعار اليوم' })).toBeVisible();
    });
  }

  test('the guest routes without a token show their screens', async ({ page }) => {
    await page.goto('/client/guest/info/privacyPolicy');
    await expect(page).toHaveURL(`${origin}/client/guest/info/privacyPolicy`);
    await expect(page.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeVisible();
  });

  test('the terms are one tap away before subscribing: from the landing page, the plans and the disclaimer', async ({
    page,
  }) => {
    const terms = '/client/guest/info/terms/and/conditions';
    for (const start of ['/', '/client/subscription-list']) {
      await page.goto(start);
      const disclaimer = page.getByTestId('subscription-disclaimer');
      await expect(disclaimer.getByRole('link', { name: 'الشروط والأحكام' })).toHaveAttribute('href', terms);
      await page.getByRole('link', { name: 'الشروط والأحكام' }).first().click();
      await expect(page).toHaveURL(`${origin}${terms}`);
      await expect(page.getByRole('heading', { level: 1, name: 'الشروط والأحكام' })).toBeVisible();
    }
  });

  test('the bill-guest route with a token redirects to client.mybill.information', async ({
    page,
    request,
  }) => {
    const { token } = await signUpViaApi(request);
    await holdToken(page, token);
    await page.goto('/mybill');
    await expect(page).toHaveURL(`${origin}/mybill/information`);
    await expect(page.getByRole('heading', { level: 1, name: 'فاتورتي: معلومات الاشتراك' })).toBeVisible();
  });
});

test.describe('with msisdn and otp in the query', () => {
  test('confirms the code first with check_type otp, then signs in on the authenticated route (link sign-in)', async ({
    page,
    request,
  }) => {
    const { msisdn } = await signUpViaApi(request);
    await page.context().clearCookies();
    const afterId = await lastSmsId(request, msisdn);
    // The subscriber asks for a code; the SMS carries the one-tap link.
    await okApi(request, 'login', { data: { msisdn }, headers: { 'Accept-Language': 'ar' } });
    const { code, text } = await readCode(request, msisdn, { purpose: 'otp.login', afterId });
    const link = new URL(text.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toBe('/client/home');

    const confirmations: unknown[] = [];
    page.on('request', (sent) => {
      if (isCallTo(sent.url(), 'confirmOtp')) confirmations.push(sent.postDataJSON());
    });
    await page.goto(`/client/home?msisdn=${link.searchParams.get('msisdn')}&otp=${code}`);
    await expect(page.getByRole('heading', { level: 1, name: 'أسعار اليوم' })).toBeVisible();
    // The used code leaves the address bar.
    await expect(page).toHaveURL(`${origin}/client/home`);
    expect(confirmations).toEqual([
      { msisdn: link.searchParams.get('msisdn'), otp: code, check_type: 'otp' },
    ]);
    expect(await storedToken(page)).toBeTruthy();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'access_token')?.value).toBe(await storedToken(page));
  });

  test('a refused code sends the user to the site root', async ({ page }) => {
    await page.goto(`/client/home?msisdn=${randomMsisdn()}&otp=000000`);
    await expect(page).toHaveURL(`${origin}/`);
    expect(await storedToken(page)).toBeNull();
  });

  test('a new number (Code 50) on an authenticated route has no token and goes to the site root, plans kept', async ({
    page,
    request,
  }) => {
    const msisdn = randomMsisdn();
    await okApi(request, 'login', { data: { msisdn } });
    const { code } = await readCode(request, msisdn, { purpose: 'otp.login' });
    await page.goto(`/client/home?msisdn=${msisdn}&otp=${code}`);
    await expect(page).toHaveURL(`${origin}/`);
    expect(await storedToken(page)).toBeNull();
    const plans = await page.evaluate(
      () => JSON.parse(window.localStorage.getItem('client-subscriptions') ?? 'null') as unknown,
    );
    expect(Array.isArray(plans) && plans.length > 0).toBe(true);
    // The landing page leads the verified number on to the plan choice.
    await page.getByRole('link', { name: 'اختيار الباقة' }).click();
    await expect(page).toHaveURL(`${origin}/client/subscription-list`);
  });

  test('a confirmed code on a guest route, now with a token, redirects to client.home', async ({
    page,
    request,
  }) => {
    const { msisdn } = await signUpViaApi(request);
    await page.context().clearCookies();
    const afterId = await lastSmsId(request, msisdn);
    await okApi(request, 'login', { data: { msisdn } });
    const { code } = await readCode(request, msisdn, { purpose: 'otp.login', afterId });
    await page.goto(`/client/subscription-list?msisdn=${msisdn}&otp=${code}`);
    await expect(page).toHaveURL(`${origin}/client/home`);
    expect(await storedToken(page)).toBeTruthy();
  });
});

test('a 401 from the API logs out and goes to the site root', async ({ page, request, playwright }) => {
  const { msisdn } = await signUpViaApi(request);
  const token = await signInViaApi(request, msisdn);
  await holdToken(page, token);
  await page.goto('/client/profile');
  await expect(page.getByText(shownNumber(msisdn))).toBeVisible();

  // The token is revoked from another client, as when the subscriber signs out on another device.
  const other = await playwright.request.newContext({ baseURL: origin });
  await okApi(other, 'logout', { token });
  await other.dispose();

  await page.goto('/client/profile');
  await expect(page).toHaveURL(`${origin}/`);
  expect(await storedToken(page)).toBeNull();
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'access_token')).toBeUndefined();
  await expect(page.getByRole('heading', { level: 2, name: 'الدخول برقم الهاتف' })).toBeVisible();
});
