import { expect, test } from '@playwright/test';
import { lastSmsId, randomMsisdn, readCode, signUpViaApi } from '../../../e2e-support/api';
import {
  collectConsoleErrors,
  holdToken,
  MSISDN_KEY,
  storedToken,
  SUBSCRIPTIONS_KEY,
} from '../../../e2e-support/portal';
import { callApi, isCallTo } from '../../../e2e-support/api-request';

// Sign-in by mobile number through the UI (docs/product.md#session-keys), codes read from the dev SMS outbox.
test.use({ serviceWorkers: 'block' });

const origin = `http://127.0.0.1:${process.env.E2E_PORT ?? '4310'}`;

test('a new number signs in, chooses a plan and lands on client.home', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const msisdn = randomMsisdn();
  await page.goto('/');
  await page.getByLabel('رقم الهاتف المحمول').fill(msisdn);
  await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'تأكيد رقم هاتفك' })).toBeVisible();
  // The resend waits behind a visible countdown.
  await expect(page.getByRole('button', { name: 'إعادة الإرسال' })).toBeDisabled();
  await expect(page.getByText(/يمكنك طلب رمز جديد بعد \d:\d\d/)).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), MSISDN_KEY)).toBe(msisdn);

  const { code } = await readCode(request, msisdn, { purpose: 'otp.login' });
  await page.getByLabel('رمز التحقق').fill(code);
  await page.getByRole('button', { name: 'تأكيد الرمز والدخول' }).click();

  // Code 50: the plans are stored, no token yet, and the user picks a plan.
  await expect(page).toHaveURL(`${origin}/client/subscription-list`);
  const plans = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown,
    SUBSCRIPTIONS_KEY,
  );
  expect(Array.isArray(plans) && plans.length).toBeTruthy();
  expect(await storedToken(page)).toBeNull();
  await expect(page.getByTestId('subscription-disclaimer')).toContainText('يتجدد الاشتراك تلقائيًا');
  await page
    .getByRole('button', { name: /^اشترك: / })
    .first()
    .click();
  // The screen before the charge: its one button is the consent.
  await page
    .getByTestId('subscribe-confirm')
    .getByRole('button', { name: /^تأكيد الاشتراك بـ / })
    .click();
  await expect(page).toHaveURL(`${origin}/client/home`);
  await expect(page.getByRole('heading', { level: 1, name: 'أسعار اليوم' })).toBeVisible();
  const token = await storedToken(page);
  expect(token).toBeTruthy();
  expect(await page.evaluate((key) => localStorage.getItem(key), SUBSCRIPTIONS_KEY)).toBeNull();
  await expect(page.getByTestId('rate-row').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a known subscriber signs in with the code and goes straight to client.home', async ({
  page,
  request,
}) => {
  const { msisdn } = await signUpViaApi(request);
  // The click does not wait for the send: read only a code newer than the sign-up's (already used).
  const afterId = await lastSmsId(request, msisdn);
  await page.context().clearCookies();
  await page.goto('/');
  await page.getByLabel('رقم الهاتف المحمول').fill(msisdn);
  await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'تأكيد رقم هاتفك' })).toBeVisible();
  const { code } = await readCode(request, msisdn, { purpose: 'otp.login', afterId });
  await page.getByLabel('رمز التحقق').fill(code);
  await page.getByRole('button', { name: 'تأكيد الرمز والدخول' }).click();
  await expect(page).toHaveURL(`${origin}/client/home`);
  expect(await storedToken(page)).toBeTruthy();
});

test('a 422 on the number shows the Arabic message under the field', async ({ page }) => {
  await page.goto('/');
  const field = page.getByLabel('رقم الهاتف المحمول');
  await field.fill('12');
  await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
  const error = page.getByTestId('field-error');
  await expect(error).toBeVisible();
  await expect(error).toContainText(/[\u0600-\u06FF]/);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  // The message is tied to the field for screen readers.
  const describedBy = await field.getAttribute('aria-describedby');
  expect(describedBy).toContain(await error.getAttribute('id'));
});

test('a wrong code shows the Arabic message under the code field', async ({ page, request }) => {
  const msisdn = randomMsisdn();
  await page.goto('/');
  await page.getByLabel('رقم الهاتف المحمول').fill(msisdn);
  await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
  await readCode(request, msisdn, { purpose: 'otp.login' });
  const field = page.getByLabel('رمز التحقق');
  await field.fill('000000');
  await page.getByRole('button', { name: 'تأكيد الرمز والدخول' }).click();
  await expect(page.getByTestId('field-error')).toContainText('رمز التحقق غير صحيح');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(await storedToken(page)).toBeNull();
  await expect(page).toHaveURL(`${origin}/`);
  // The code can be typed again: the form stays on the code step.
  await expect(page.getByRole('button', { name: 'تأكيد الرمز والدخول' })).toBeEnabled();
});

test('logout clears the token and the cookie and goes to the site root', async ({
  page,
  request,
  context,
}) => {
  const { token } = await signUpViaApi(request);
  await context.addCookies([{ name: 'access_token', value: token, url: origin }]);
  await holdToken(page, token);
  await page.goto('/client/profile');
  // The API client's headers on a real call: bearer token, Accept-Language ar, the XSRF-TOKEN cookie echoed.
  const logoutCall = page.waitForRequest((sent) => isCallTo(sent.url(), 'logout'));
  await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
  const headers = await (await logoutCall).allHeaders();
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  expect(xsrf).toBeTruthy();
  expect(headers['x-xsrf-token']).toBe(xsrf);
  expect(headers['accept-language']).toBe('ar');
  expect(headers.authorization).toBe(`Bearer ${token}`);
  await expect(page).toHaveURL(`${origin}/`);
  expect(await storedToken(page)).toBeNull();
  expect((await context.cookies()).find((cookie) => cookie.name === 'access_token')).toBeUndefined();
  // The token is revoked on the server too.
  expect((await callApi(request, 'getClientUser', { token })).status()).toBe(401);
});

test('logout still clears the session when the server call fails', async ({ page, request }) => {
  const { token } = await signUpViaApi(request);
  await holdToken(page, token);
  await page.route('**/api/client/logout', (route) => route.abort());
  await page.goto('/client/contact/us');
  await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await expect(page).toHaveURL(`${origin}/`);
  expect(await storedToken(page)).toBeNull();
});
