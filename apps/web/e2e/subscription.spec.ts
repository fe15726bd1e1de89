import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { lastSmsId, readCode, signUpViaApi } from './support/api';
import { holdToken, waitForScreen } from './support/portal';

// Subscription management on client.profile: the request → code → confirm steps for
// unsubscribing, reactivation, change of plan and renewal, against the real billing.
test.use({ serviceWorkers: 'block' });

async function openProfile(page: Page, request: APIRequestContext) {
  const subscriber = await signUpViaApi(request);
  await holdToken(page, subscriber.token);
  await page.goto('/client/profile');
  await waitForScreen(page);
  await expect(page.getByTestId('subscription-state')).toHaveText('فعّال');
  return subscriber;
}

async function confirmWithCode(
  page: Page,
  request: APIRequestContext,
  msisdn: string,
  purpose: string,
  afterId: number,
) {
  const { code } = await readCode(request, msisdn, { purpose, afterId });
  await page.getByLabel('رمز التحقق').fill(code);
  await page.getByRole('button', { name: 'تأكيد', exact: true }).click();
}

test('cancel with the unsubscribe code, then reactivate with a profile code, through the UI', async ({
  page,
  request,
}) => {
  const { msisdn } = await openProfile(page, request);

  const beforeCancel = await lastSmsId(request, msisdn);
  await page.getByRole('button', { name: 'إلغاء الاشتراك' }).click();
  await expect(page.getByText('هل تريد إلغاء اشتراكك؟')).toBeVisible();
  const { code: cancelCode } = await readCode(request, msisdn, {
    purpose: 'otp.unsubscribe',
    afterId: beforeCancel,
  });
  await page.getByLabel('رمز التحقق').fill(cancelCode);
  await page.getByRole('button', { name: 'تأكيد الإلغاء' }).click();
  await expect(page.getByTestId('subscription-state')).toHaveText('ملغى');
  await expect(page.getByRole('status').filter({ hasText: 'إلغاء' }).first()).toBeVisible();

  // The content is locked now…
  await page.getByRole('link', { name: 'المحوّل' }).click();
  await expect(page.getByTestId('premium-gate')).toBeVisible();
  await page.getByTestId('premium-gate').getByRole('link').click();
  await expect(page.getByTestId('subscription-state')).toHaveText('ملغى');

  // …until the subscriber reactivates: a profile code by SMS, confirm, then the reactivation.
  const afterId = await lastSmsId(request, msisdn);
  const reactivated = page.waitForRequest(
    (sent) => sent.method() === 'POST' && sent.url().endsWith('/api/client/profile/subscrption/reactive'),
  );
  await page.getByRole('button', { name: 'إعادة تفعيل الاشتراك' }).click();
  await expect(page.getByText('أدخله لتأكيد إعادة التفعيل')).toBeVisible();
  await confirmWithCode(page, request, msisdn, 'otp.profile', afterId);
  await reactivated;
  await expect(page.getByTestId('subscription-state')).toHaveText('فعّال');
  await page.getByRole('link', { name: 'المحوّل' }).click();
  await expect(page.getByLabel('المبلغ')).toBeVisible();
});

test('a wrong reactivation code shows the Arabic message under the code field', async ({ page, request }) => {
  const { token } = await openProfile(page, request);
  await request.post('/api/client/profile/subscrption/cancel', {
    headers: { Authorization: `Bearer ${token}` },
  });
  await page.reload();
  await waitForScreen(page);
  await page.getByRole('button', { name: 'إعادة تفعيل الاشتراك' }).click();
  await page.getByLabel('رمز التحقق').fill('000000');
  await page.getByRole('button', { name: 'تأكيد', exact: true }).click();
  await expect(page.getByTestId('field-error')).toContainText(/[\u0600-\u06FF]/);
  await expect(page.getByTestId('subscription-state')).toHaveText('ملغى');
});

test('change of plan: choose, code, confirm', async ({ page, request }) => {
  const { msisdn, planName } = await openProfile(page, request);
  await page.getByRole('button', { name: 'تغيير الباقة' }).click();
  const other = page
    .getByRole('button', { name: /^الانتقال إلى هذه الباقة: / })
    .and(page.locator(':enabled'))
    .last();
  const label = (await other.getAttribute('aria-label'))!;
  const target = label.replace('الانتقال إلى هذه الباقة: ', '');
  expect(target).not.toBe(planName);
  const afterId = await lastSmsId(request, msisdn);
  await other.click();
  await expect(page.getByText(`لتأكيد الانتقال إلى ${target}`)).toBeVisible();
  await confirmWithCode(page, request, msisdn, 'otp.change', afterId);
  await expect(page.getByRole('definition').filter({ hasText: target })).toBeVisible();
});

test('renew now: a profile code, then the renewal', async ({ page, request }) => {
  const { msisdn } = await openProfile(page, request);
  const afterId = await lastSmsId(request, msisdn);
  await page.getByRole('button', { name: 'تجديد الآن' }).click();
  await expect(page.getByText('أدخله لتأكيد التجديد')).toBeVisible();
  await confirmWithCode(page, request, msisdn, 'otp.profile', afterId);
  await expect(
    page
      .locator('p[role="status"]')
      .filter({ hasText: /[\u0600-\u06FF]/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByTestId('subscription-state')).toHaveText('فعّال');
});

test('profile update saves the name, and a 422 shows under the field', async ({ page, request }) => {
  const { token } = await signUpViaApi(request);
  await holdToken(page, token);
  await page.goto('/client/profile/update');
  await waitForScreen(page);
  const name = page.getByLabel('الاسم');
  await name.fill('');
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page.getByTestId('field-error')).toContainText(/[\u0600-\u06FF]/);
  await expect(name).toHaveAttribute('aria-invalid', 'true');

  await name.fill('سالم أحمد');
  await page.getByLabel('البريد الإلكتروني').fill('salem@example.com');
  await page.getByRole('button', { name: 'حفظ' }).click();
  await expect(page).toHaveURL(/\/client\/profile$/);
  await expect(page.getByText('حُفظت بياناتك.')).toBeVisible();
  await expect(page.getByText('سالم أحمد')).toBeVisible();
});
