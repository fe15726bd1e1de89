import { expect, test, type Page, type Request } from '@playwright/test';
import { type RouteName, routes } from '@sarraf/contracts/api';
import { lastSmsId, readCode, shownNumber, signUpViaApi } from '../../../e2e-support/api';
import { holdToken, openProfile, waitForScreen } from '../../../e2e-support/portal';
import { isApiCall, isCallTo, okApi } from '../../../e2e-support/api-request';

// Every SPEC call from the screen where it belongs (docs/product.md#api-calls): the screen is opened
// or used, and the call is seen leaving the browser.
test.use({ serviceWorkers: 'block' });

const origin = `http://127.0.0.1:${process.env.E2E_PORT ?? '4310'}`;

/** Every API call the page makes, as `METHOD /path`. */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    if (isApiCall(request.url())) calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return calls;
}

/** The portal's next call to an endpoint, by its method and path (the route table's, pinned to SPEC's). */
const call = (page: Page, name: RouteName) =>
  page.waitForRequest((request) => request.method() === routes[name].method && isCallTo(request.url(), name));

test('unsubscribe in two steps: the code from the SMS cancels; no one-step cancel is ever called', async ({
  page,
  request,
}) => {
  const calls = recordCalls(page);
  const { msisdn, token } = await openProfile(page, request);
  await expect(page.getByTestId('subscription-state')).toHaveText('فعّال');

  // Step 1: the request sends an unsubscribe code.
  const afterId = await lastSmsId(request, msisdn);
  const requested = call(page, 'requestUnsubscribe');
  await page.getByRole('button', { name: 'إلغاء الاشتراك' }).click();
  await requested;
  await expect(page.getByText('أرسلنا رمز الإلغاء برسالة نصية')).toBeVisible();
  // The same code step as the sign-in: a resend countdown.
  await expect(page.getByText(/يمكنك طلب رمز جديد بعد/)).toBeVisible();

  // A wrong code: the Arabic message under the field, nothing cancelled.
  await page.getByLabel('رمز التحقق').fill('000000');
  await page.getByRole('button', { name: 'تأكيد الإلغاء' }).click();
  await expect(page.getByTestId('field-error')).toContainText(/[\u0600-\u06FF]/);
  await expect(page.getByLabel('رمز التحقق')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('subscription-state')).toHaveText('فعّال');

  // Step 2: the code from the SMS cancels at once.
  const { code } = await readCode(request, msisdn, { purpose: 'otp.unsubscribe', afterId });
  const confirmed = call(page, 'confirmUnsubscribe');
  await page.getByLabel('رمز التحقق').fill(code);
  await page.getByRole('button', { name: 'تأكيد الإلغاء' }).click();
  await confirmed;
  await expect(page.getByTestId('subscription-state')).toHaveText('ملغى');
  const status = await okApi(request, 'fetchSubscription', { token });
  expect(status.data?.state).toBe('cancelled');

  expect(calls.filter((made) => made.includes('/subscrption/cancel'))).toEqual([]);
});

test('the profile screen reads /api/user, fetch/subscriber/details and fetch/subscription', async ({
  page,
  request,
}) => {
  const { token, msisdn, planName } = await signUpViaApi(request);
  await holdToken(page, token);
  const made = Promise.all([
    call(page, 'getUser'),
    call(page, 'fetchSubscriberDetails'),
    call(page, 'fetchSubscription'),
  ]);
  await page.goto('/client/profile');
  await made;
  await waitForScreen(page);
  await expect(page.getByTestId('account-notifications')).toContainText('رسائل التنبيه النصية مفعّلة.');
  // The number is shown once, in the details card.
  await expect(page.getByText(shownNumber(msisdn))).toHaveCount(1);
  await expect(page.getByRole('definition').filter({ hasText: planName })).toBeVisible();
});

test('the profile update reads subscriber/details and saves by subscriber/update and subscriber/local/update', async ({
  page,
  request,
}) => {
  const { token } = await signUpViaApi(request);
  await holdToken(page, token);
  const details = call(page, 'getSubscriberDetails');
  await page.goto('/client/profile/update');
  await details;
  await waitForScreen(page);

  // Name and email: the plain update, for the token's own number.
  const update = call(page, 'updateSubscriber');
  await page.getByLabel('الاسم').fill('منى صالح');
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  const body = (await update).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ name: 'منى صالح' });
  expect(body).not.toHaveProperty('level');
  expect(body.msisdn).toMatch(/^967/);
  await expect(page).toHaveURL(`${origin}/client/profile`);

  // A changed follow-up level: the local update, the only call that carries it.
  await page.goto('/client/profile/update');
  await waitForScreen(page);
  const local = call(page, 'updateSubscriberLocal');
  await page.getByLabel('مستوى المتابعة').selectOption('daily');
  await page.getByRole('button', { name: 'حفظ', exact: true }).click();
  expect((await local).postDataJSON()).toMatchObject({ name: 'منى صالح', level: 'daily' });
  await expect(page).toHaveURL(`${origin}/client/profile`);
  await expect(page.getByRole('definition').filter({ hasText: 'منى صالح' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'أتابع الأسعار يوميًا' })).toBeVisible();
});

test('the exchange-companies screen opens with its phone directory, numbers as tel: links', async ({
  page,
  request,
}) => {
  const { token } = await signUpViaApi(request);
  await holdToken(page, token);
  const numbers = call(page, 'getExchangeCompanyPhoneNumbers');
  await page.goto('/client/exchange/companies');
  expect(new URL((await numbers).url()).searchParams.get('scope')).toBe('local');
  await waitForScreen(page);
  const directory = page.getByTestId('phone-directory');
  await expect(directory.getByRole('link').first()).toHaveAttribute(
    'href',
    /^(tel:\+|https:\/\/wa\.me\/)\d+$/,
  );
  await expect(directory.locator('a[href^="tel:+"]').first()).toBeVisible();
});

test('the contact form offers the currencies list and sends the chosen currency', async ({
  page,
  request,
}) => {
  const { token } = await signUpViaApi(request);
  await holdToken(page, token);
  const currencies = call(page, 'getCurrencyList');
  await page.goto('/client/contact/us');
  await currencies;
  await waitForScreen(page);
  const select = page.getByLabel('العملة التي تسأل عنها (اختياري)');
  await expect(select.locator('option[value="USD"]')).toHaveCount(1);
  await select.selectOption('SAR');
  await page.getByLabel('الاسم').fill('عميل');
  await page.getByLabel('الرسالة').fill('متى يتغير سعر الريال السعودي؟');
  const sent = call(page, 'sendMessage');
  await page.getByRole('button', { name: 'إرسال الرسالة' }).click();
  expect(new URL((await sent).url()).searchParams.get('currency')).toBe('SAR');
  await expect(page.locator('p[role="status"]').filter({ hasText: /[\u0600-\u06FF]/ })).toBeVisible();
});

test('«الشروط والأحكام» from the landing page and from the plan list, same tab, no sign-in', async ({
  page,
}) => {
  const terms = '/client/guest/info/terms/and/conditions';
  await page.goto('/');
  await waitForScreen(page);
  await page.getByRole('navigation').getByRole('link', { name: 'الشروط والأحكام' }).click();
  await expect(page).toHaveURL(`${origin}${terms}`);
  await expect(page.getByRole('heading', { level: 1, name: 'الشروط والأحكام' })).toBeVisible();

  await page.goto('/client/subscription-list');
  await waitForScreen(page);
  const link = page.getByTestId('plans-terms').getByRole('link', { name: 'الشروط والأحكام' });
  await expect(link).not.toHaveAttribute('target', /.+/);
  await link.click();
  await expect(page).toHaveURL(`${origin}${terms}`);
  await expect(page.getByRole('heading', { level: 1, name: 'الشروط والأحكام' })).toBeVisible();
  expect(page.context().pages()).toHaveLength(1);
});
