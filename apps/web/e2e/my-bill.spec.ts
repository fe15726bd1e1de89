import { expect, test } from '@playwright/test';
import { lastSmsId, randomMsisdn, readCode, signUpViaApi } from '../../../e2e-support/api';
import {
  checkBillAsGuest,
  docScreenshot,
  holdToken,
  storedToken,
  waitForScreen,
} from '../../../e2e-support/portal';
import { okApi } from '../../../e2e-support/api-request';

// My bill: sign-in at /mybill, information, transactions, notifications.
test.use({ serviceWorkers: 'block' });

const origin = `http://127.0.0.1:${process.env.E2E_PORT ?? '4310'}`;

test('a subscriber signs in to my bill, sees the information, the transactions and toggles notifications', async ({
  page,
  request,
}) => {
  const { msisdn, planName } = await signUpViaApi(request);
  await page.context().clearCookies();
  await checkBillAsGuest(page, request, msisdn);

  await expect(page).toHaveURL(`${origin}/mybill/information`);
  // A bill token, kept apart: the bill check is not a sign-in to the portal.
  expect(await storedToken(page)).toBeNull();
  expect(await page.evaluate(() => window.localStorage.getItem('client-bill-token'))).toBeTruthy();
  await waitForScreen(page);
  await expect(page.getByRole('definition').filter({ hasText: planName })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'فعّال' })).toBeVisible();

  // Notifications off, and still off after a reload.
  const toggle = page.getByRole('switch', { name: 'استقبال رسائل التنبيه والإشعارات النصية' });
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await expect(page.locator('p[role="status"]').filter({ hasText: /[\u0600-\u06FF]/ })).toBeVisible();
  await page.reload();
  await waitForScreen(page);
  await expect(
    page.getByRole('switch', { name: 'استقبال رسائل التنبيه والإشعارات النصية' }),
  ).not.toBeChecked();

  // Transactions: the first charge, and a date filter that leaves nothing.
  await page.getByRole('link', { name: 'العمليات' }).click();
  await expect(page).toHaveURL(`${origin}/mybill/transactions`);
  await waitForScreen(page);
  const rows = page.getByTestId('transaction');
  await expect(rows.first()).toContainText(planName);
  await expect(rows.first()).toContainText('ناجحة');
  await page.getByLabel('من تاريخ').fill('2020-01-01');
  await page.getByLabel('إلى تاريخ').fill('2020-01-31');
  await page.getByRole('button', { name: 'عرض' }).click();
  await expect(page.getByText('لا توجد عمليات في هذه الفترة.')).toBeVisible();
});

test('a number without a subscription is told so, and gets no token', async ({ page, request }) => {
  const msisdn = randomMsisdn();
  await checkBillAsGuest(page, request, msisdn);
  await expect(page.getByText('هذا الرقم غير مشترك في صرّاف.')).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});

test('the bill check opens my bill only: the portal still sees a guest', async ({ page, request }) => {
  const { msisdn } = await signUpViaApi(request);
  await page.context().clearCookies();
  await checkBillAsGuest(page, request, msisdn);
  await expect(page).toHaveURL(`${origin}/mybill/information`);
  await waitForScreen(page);

  // No access_token cookie for the guard to copy, and the client screens send a guest home.
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'access_token')).toBe(false);
  await page.goto('/client/profile');
  await expect(page).toHaveURL(`${origin}/`);
  await expect(page.locator('#sign-in')).toBeVisible();
  expect(await storedToken(page)).toBeNull();

  // The bill itself stays open with the bill token, and /mybill goes straight to it.
  await page.goto('/mybill');
  await expect(page).toHaveURL(`${origin}/mybill/information`);
  await waitForScreen(page);
  await expect(page.getByRole('definition').filter({ hasText: 'فعّال' })).toBeVisible();
});

test('my bill lists the cancellation, the reactivation and the plan change between the charges', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const { msisdn, token } = await signUpViaApi(request);
  const auth = { Authorization: `Bearer ${token}`, 'Accept-Language': 'ar' };
  /** A fresh consent as the API takes it: a profile code, confirmed. */
  const consent = async () => {
    const afterId = await lastSmsId(request, msisdn);
    await okApi(request, 'generateOtp', { headers: auth });
    const { code } = await readCode(request, msisdn, { purpose: 'otp.profile', afterId });
    await okApi(request, 'confirmProfileOtp', { data: { otp: code }, headers: auth });
  };
  const plans = await okApi(request, 'getSubscriptionsList');
  const weekly = plans.data.find((plan) => plan.period === 'weekly')!;
  await consent();
  await okApi(request, 'changeSubscription', { data: { uuid: weekly.uuid }, headers: auth });
  await okApi(request, 'cancelProfileSubscription', { headers: auth });
  await consent();
  await okApi(request, 'reactivateProfileSubscription', { headers: auth });

  await holdToken(page, token);
  await page.goto('/mybill/transactions');
  await waitForScreen(page);
  const rows = page.getByTestId('transaction');
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(0)).toHaveAttribute('data-kind', 'reactivation');
  await expect(rows.nth(0)).toContainText('إعادة تفعيل');
  await expect(rows.nth(1)).toHaveAttribute('data-kind', 'cancellation');
  await expect(rows.nth(1)).toContainText('إلغاء الاشتراك');
  await expect(rows.nth(1)).toContainText('تبقى الخدمة متاحة حتى');
  await expect(rows.nth(2)).toHaveAttribute('data-kind', 'plan_change');
  await expect(rows.nth(2)).toContainText(`الانتقال إلى ${weekly.name}`);
  await expect(rows.nth(3)).toHaveAttribute('data-kind', 'charge');
  await expect(rows.nth(3)).toContainText('ناجحة');
  await docScreenshot(page, 'my-bill-ar');
});
