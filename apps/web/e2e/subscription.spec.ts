import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { lastSmsId, randomMsisdn, readCode, signUpViaApi } from '../../../e2e-support/api';
import {
  askSignInCode,
  docScreenshot,
  holdToken,
  openProfile,
  seriousViolations,
  storedToken,
  waitForScreen,
} from '../../../e2e-support/portal';
import { isCallTo, okApi } from '../../../e2e-support/api-request';

// Subscription management on client.profile, and subscribing after the sign-in code, against the
// real billing: every payment shows the screen before the charge (plan, price, period, renewal,
// how to stop, one button), then a clear success state; cancelling keeps the paid days.
test.use({ serviceWorkers: 'block', viewport: { width: 360, height: 780 }, bypassCSP: true });

const origin = `http://127.0.0.1:${process.env.E2E_PORT ?? '4310'}`;

/** Types the newest code of `purpose` sent after `afterId` and presses the code step's button. */
async function enterCode(
  page: Page,
  request: APIRequestContext,
  msisdn: string,
  purpose: string,
  afterId: number,
  button = 'متابعة',
) {
  const { code, text } = await readCode(request, msisdn, { purpose, afterId });
  await page.getByLabel('رمز التحقق').fill(code);
  await page.getByRole('button', { name: button, exact: true }).click();
  return text;
}

/** The ledger charges of my bill (not the cancellation and other entries), through the API. */
async function chargesOf(request: APIRequestContext, token: string) {
  const body = await okApi(request, 'getMyBillTransactions', { token });
  return body.data.filter((entry) => entry.kind === 'charge');
}

test('subscribing after the sign-in code: the screen before the charge, one button, then the success state', async ({
  page,
  request,
}) => {
  const msisdn = randomMsisdn();
  await askSignInCode(page, msisdn);
  const { code } = await readCode(request, msisdn, { purpose: 'otp.login' });
  await page.getByLabel('رمز التحقق').fill(code);
  await page.getByRole('button', { name: 'تأكيد الرمز والدخول' }).click();
  await expect(page).toHaveURL(`${origin}/client/subscription-list`);
  await waitForScreen(page);

  // Choosing a plan charges nothing: it shows what the button will do.
  const subscribing = page.waitForRequest((sent) => isCallTo(sent.url(), 'createSubscriber'), {
    timeout: 1_000,
  });
  await page
    .getByRole('button', { name: /^اشترك: / })
    .first()
    .click();
  const confirm = page.getByTestId('subscribe-confirm');
  await expect(confirm).toBeVisible();
  await expect(subscribing).rejects.toThrow();
  expect(await storedToken(page)).toBeNull();
  await expect(confirm).toContainText('الباقة اليومية');
  await expect(confirm).toContainText('تُخصم من رصيدك يوميًا');
  await expect(confirm).toContainText('يُخصم');
  await expect(confirm).toContainText('يتجدد الاشتراك تلقائيًا');
  await expect(confirm).toContainText('للإلغاء أرسل «الغاء»');
  await expect(confirm.getByRole('link', { name: 'الشروط والأحكام' })).toBeVisible();
  const button = confirm.getByRole('button', { name: /^تأكيد الاشتراك بـ / });
  await expect(button).toHaveCount(1);
  await docScreenshot(page, 'subscribe-confirm-ar');
  expect(await seriousViolations(page)).toEqual([]);

  await button.click();
  await expect(page).toHaveURL(`${origin}/client/home`);
  await waitForScreen(page);
  const done = page.getByTestId('subscribed-notice');
  await expect(done).toContainText('تم اشتراكك بنجاح');
  await expect(done).toContainText('الباقة اليومية');
  await expect(done).toContainText('يتجدد تلقائيًا في');
  await expect(done).toContainText('يمكنك إلغاء الاشتراك في أي وقت');
  expect(await storedToken(page)).toBeTruthy();
  // The notice tops a long screen: its first view is what the subscriber sees.
  await docScreenshot(page, 'subscribed-ar', { fullPage: false });
});

test('the screen before the charge in English', async ({ page, request }) => {
  await page.addInitScript(() => window.localStorage.setItem('client-lang', 'en'));
  const msisdn = randomMsisdn();
  await page.goto('/');
  await page.getByLabel(/mobile number/i).fill(msisdn);
  await page.getByRole('button', { name: /send/i }).click();
  const { code } = await readCode(request, msisdn, { purpose: 'otp.login' });
  await page.getByLabel(/verification code/i).fill(code);
  await page
    .getByRole('button', { name: /confirm/i })
    .first()
    .click();
  await expect(page).toHaveURL(`${origin}/client/subscription-list`);
  await waitForScreen(page);
  await page
    .getByRole('button', { name: /^Subscribe: / })
    .first()
    .click();
  const confirm = page.getByTestId('subscribe-confirm');
  await expect(confirm).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(confirm).toContainText('charged to your balance daily');
  await expect(confirm).toContainText('is charged to your balance now');
  await expect(confirm).toContainText('renews automatically');
  await expect(confirm).toContainText('cancel');
  await expect(confirm.getByRole('button', { name: /^Subscribe for / })).toHaveCount(1);
  await docScreenshot(page, 'subscribe-confirm-en');
});

test('cancel keeps the paid days, shown in the prompt and after; reactivating within them charges nothing', async ({
  page,
  request,
}) => {
  const { msisdn, token } = await openProfile(page, request);
  await expect(page.getByTestId('subscription-state')).toHaveText('فعّال');
  // An active subscription renews by itself: no "renew now".
  await expect(page.getByRole('button', { name: 'تجديد الآن' })).toHaveCount(0);

  const beforeCancel = await lastSmsId(request, msisdn);
  await page.getByRole('button', { name: 'إلغاء الاشتراك' }).click();
  const prompt = page.getByTestId('cancel-prompt');
  await expect(prompt).toContainText('هل تريد إلغاء اشتراكك؟');
  await expect(prompt).toContainText('وتبقى الخدمة متاحة لك حتى');
  await expect(prompt).toContainText('نهاية الفترة التي دفعتها');
  await readCode(request, msisdn, { purpose: 'otp.unsubscribe', afterId: beforeCancel });
  await docScreenshot(page, 'cancel-ar');
  expect(await seriousViolations(page)).toEqual([]);
  await enterCode(page, request, msisdn, 'otp.unsubscribe', beforeCancel, 'تأكيد الإلغاء');
  await expect(page.getByTestId('subscription-state')).toHaveText('ملغى');
  const cancelled = page.getByTestId('action-done');
  await expect(cancelled).toContainText('تم إلغاء اشتراكك');
  await expect(cancelled).toContainText('وتبقى الخدمة متاحة لك حتى');
  await expect(page.getByRole('term').filter({ hasText: 'الخدمة متاحة حتى' })).toBeVisible();

  // The content stays open: the paid days are the subscriber's.
  await page.getByRole('link', { name: 'المحوّل' }).click();
  await expect(page.getByLabel('المبلغ')).toBeVisible();
  await expect(page.getByTestId('premium-gate')).toHaveCount(0);

  // Back within the paid days: an activation code first, then the screen before the charge says
  // nothing is taken now, then the one button.
  await page.getByRole('link', { name: 'حسابي' }).click();
  await waitForScreen(page);
  const afterId = await lastSmsId(request, msisdn);
  await page.getByRole('button', { name: 'إعادة تفعيل الاشتراك' }).click();
  await expect(page.getByTestId('subscription-code-step')).toContainText('رمز التفعيل');
  const sms = await enterCode(page, request, msisdn, 'otp.activation', afterId);
  expect(sms).toContain('لا يُخصم شيء الآن');
  const confirm = page.getByTestId('charge-confirm');
  await expect(confirm).toContainText('لا يُخصم أي مبلغ الآن');
  await expect(confirm).toContainText('يتجدد الاشتراك تلقائيًا');
  await expect(confirm).toContainText('للإلغاء أرسل');
  await docScreenshot(page, 'reactivate-confirm-ar');
  expect(await seriousViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'تأكيد إعادة التفعيل دون خصم' }).click();
  const done = page.getByTestId('action-done');
  await expect(done).toContainText('عاد اشتراكك');
  await expect(done).toContainText('لم يُخصم أي مبلغ.');
  await expect(done).toContainText('يتجدد تلقائيًا في');
  await expect(page.getByTestId('subscription-state')).toHaveText('فعّال');
  await docScreenshot(page, 'reactivated-ar');
  expect(await seriousViolations(page)).toEqual([]);
  expect(await chargesOf(request, token)).toHaveLength(1);
});

test('the activation code step survives a reload, and still leads to the screen before the charge', async ({
  page,
  request,
}) => {
  const { msisdn, token } = await openProfile(page, request);
  await okApi(request, 'cancelProfileSubscription', { token });
  await page.reload();
  await waitForScreen(page);
  const afterId = await lastSmsId(request, msisdn);
  await page.getByRole('button', { name: 'إعادة تفعيل الاشتراك' }).click();
  await expect(page.getByTestId('subscription-code-step')).toBeVisible();
  await page.reload();
  await waitForScreen(page);
  await expect(page.getByTestId('subscription-code-step')).toContainText('رمز التفعيل');
  await enterCode(page, request, msisdn, 'otp.activation', afterId);
  await page
    .getByTestId('charge-confirm')
    .getByRole('button', { name: 'تأكيد إعادة التفعيل دون خصم' })
    .click();
  await expect(page.getByTestId('action-done')).toContainText('عاد اشتراكك');
  expect(await chargesOf(request, token)).toHaveLength(1);
});

test('a wrong activation code goes back to the code field with the Arabic message, and charges nothing', async ({
  page,
  request,
}) => {
  const { token } = await openProfile(page, request);
  await okApi(request, 'cancelProfileSubscription', { token });
  await page.reload();
  await waitForScreen(page);
  await page.getByRole('button', { name: 'إعادة تفعيل الاشتراك' }).click();
  await page.getByLabel('رمز التحقق').fill('000000');
  await page.getByRole('button', { name: 'متابعة', exact: true }).click();
  await page
    .getByTestId('charge-confirm')
    .getByRole('button', { name: /^تأكيد/ })
    .click();
  await expect(page.getByTestId('field-error')).toContainText(/[\u0600-\u06FF]/);
  await expect(page.getByLabel('رمز التحقق')).toBeVisible();
  await expect(page.getByTestId('subscription-state')).toHaveText('ملغى');
  expect(await chargesOf(request, token)).toHaveLength(1);
});

test('change of plan: choose, code, the screen before the charge, then the success state', async ({
  page,
  request,
}) => {
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
  await expect(page.getByText(`تفاصيل الانتقال إلى ${target}`)).toBeVisible();
  const sms = await enterCode(page, request, msisdn, 'otp.change', afterId);
  expect(sms).toMatch(/ريال يمني (أسبوعياً|شهرياً)/);
  const confirm = page.getByTestId('charge-confirm');
  await expect(confirm).toContainText(target);
  await expect(confirm).toContainText('يُخصم');
  await confirm.getByRole('button', { name: /^تأكيد الانتقال وخصم / }).click();
  await expect(page.getByTestId('action-done')).toContainText('تم تغيير باقتك');
  await expect(page.getByTestId('action-done')).toContainText('خُصم');
  await expect(page.getByRole('definition').filter({ hasText: target })).toBeVisible();
});

test('a pending subscription is activated by an activation code; a declined payment says so clearly', async ({
  page,
  request,
}) => {
  // The simulated gateway declines the 73… block: the first charge failed, the subscription waits.
  const msisdn = randomMsisdn('73');
  await openProfile(page, request, msisdn);
  await expect(page.getByTestId('subscription-state')).toHaveText('بانتظار الدفع');
  await expect(page.getByRole('button', { name: 'تجديد الآن' })).toHaveCount(0);
  const afterId = await lastSmsId(request, msisdn);
  await page.getByRole('button', { name: 'تفعيل الاشتراك' }).click();
  const sms = await enterCode(page, request, msisdn, 'otp.activation', afterId);
  expect(sms).toMatch(/يُخصم \d[\d,]* ريال يمني/);
  const confirm = page.getByTestId('charge-confirm');
  await expect(confirm).toContainText('يُخصم');
  await confirm.getByRole('button', { name: /^تأكيد التفعيل وخصم / }).click();
  const done = page.getByTestId('action-done');
  await expect(done).toContainText('لم يتم الخصم');
  await expect(done).toContainText(/رصيد/);
  await expect(page.getByTestId('subscription-state')).toHaveText('بانتظار الدفع');
});

test('profile update saves the name, and a 422 shows under the field', async ({ page, request }) => {
  // Two saves and three screens after a sign-up: on a loaded two-core machine (CI runs the browser
  // tests after both API suites) it has overrun 30 s while passing in 3 s alone.
  test.slow();
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
