import { expect, test } from '@playwright/test';
import { lastSmsId, randomMsisdn, readCode, signUpViaApi } from './support/api';
import { storedToken, waitForScreen } from './support/portal';

// My bill: sign-in at /mybill, information, transactions, notifications.
test.use({ serviceWorkers: 'block' });

const origin = `http://127.0.0.1:${process.env.E2E_PORT ?? '4310'}`;

test('a subscriber signs in to my bill, sees the information, the transactions and toggles notifications', async ({
  page,
  request,
}) => {
  const { msisdn, planName } = await signUpViaApi(request);
  await page.context().clearCookies();
  await page.goto('/mybill');
  await waitForScreen(page);
  await page.getByLabel('رقم الهاتف المحمول').fill(msisdn);
  const afterId = await lastSmsId(request, msisdn);
  await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
  const { code } = await readCode(request, msisdn, { purpose: 'otp.mybill', afterId });
  await page.getByLabel('رمز التحقق').fill(code);
  await page.getByRole('button', { name: 'عرض فاتورتي' }).click();

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
  await page.goto('/mybill');
  await page.getByLabel('رقم الهاتف المحمول').fill(msisdn);
  await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
  const { code } = await readCode(request, msisdn, { purpose: 'otp.mybill' });
  await page.getByLabel('رمز التحقق').fill(code);
  await page.getByRole('button', { name: 'عرض فاتورتي' }).click();
  await expect(page.getByText('هذا الرقم غير مشترك في صرّاف.')).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});

test('the bill check opens my bill only: the portal still sees a guest', async ({ page, request }) => {
  const { msisdn } = await signUpViaApi(request);
  await page.context().clearCookies();
  await page.goto('/mybill');
  await waitForScreen(page);
  await page.getByLabel('رقم الهاتف المحمول').fill(msisdn);
  const afterId = await lastSmsId(request, msisdn);
  await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
  const { code } = await readCode(request, msisdn, { purpose: 'otp.mybill', afterId });
  await page.getByLabel('رمز التحقق').fill(code);
  await page.getByRole('button', { name: 'عرض فاتورتي' }).click();
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
