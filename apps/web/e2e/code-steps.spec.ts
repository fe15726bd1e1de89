import { expect, test, type Page } from '@playwright/test';
import { lastSmsId, randomMsisdn, readCode, shownNumber, signUpViaApi } from '../../../e2e-support/api';
import { askSignInCode, openProfile, seriousViolations, waitForScreen } from '../../../e2e-support/portal';

// A step waiting for an SMS code survives a reload (docs/product.md#code-steps): the code field and
// the countdown to a new code come back, the code received signs in, and once the countdown is
// over «إعادة الإرسال» sends a new one. At 360 px, as on a phone. The server's real resend wait
// (OTP_RESEND_S, 60 s) runs, so the resend tests wait it out.
// bypassCSP lets axe-core check the restored step.
test.use({ serviceWorkers: 'block', viewport: { width: 360, height: 740 }, bypassCSP: true });

const origin = `http://127.0.0.1:${process.env.E2E_PORT ?? '4310'}`;
const countdown = /يمكنك طلب رمز جديد بعد \d+:\d\d/;

/** The stored step of a purpose, as session storage holds it. */
function storedStep(page: Page, purpose: string) {
  return page.evaluate(
    (key) => JSON.parse(window.sessionStorage.getItem(key) ?? 'null') as Record<string, unknown> | null,
    `client-code-step:${purpose}`,
  );
}

/** The countdown's seconds as shown, e.g. «… بعد 0:45» → 45. */
async function secondsShown(page: Page): Promise<number> {
  const text = (await page.getByTestId('resend-countdown').textContent()) ?? '';
  const [, minutes, seconds] = /(\d+):(\d\d)/.exec(text) ?? [];
  return Number(minutes) * 60 + Number(seconds);
}

/** Waits the countdown out, then «إعادة الإرسال» sends a new code; returns the new code. */
async function resendAfterCountdown(
  page: Page,
  request: Parameters<typeof readCode>[0],
  msisdn: string,
  purpose: string,
) {
  const resend = page.getByRole('button', { name: 'إعادة الإرسال' });
  await expect(resend).toBeDisabled();
  await expect(resend).toBeEnabled({ timeout: 70_000 });
  await expect(page.getByTestId('resend-countdown')).toHaveCount(0);
  const afterId = await lastSmsId(request, msisdn);
  await resend.click();
  const { code } = await readCode(request, msisdn, { purpose, afterId });
  // The second wait of the hour is twice the first.
  await expect(page.getByTestId('resend-countdown')).toBeVisible();
  expect(await secondsShown(page)).toBeGreaterThan(100);
  await expect(resend).toBeDisabled();
  return code;
}

test('sign-in: after a reload the code field and the countdown are back, and the code signs in', async ({
  page,
  request,
}) => {
  const msisdn = randomMsisdn();
  await askSignInCode(page, msisdn);
  await expect(page.getByRole('heading', { level: 2, name: 'تأكيد رقم هاتفك' })).toBeVisible();
  await expect(page.getByText(countdown)).toBeVisible();
  const { code } = await readCode(request, msisdn, { purpose: 'otp.login' });
  expect(await storedStep(page, 'login')).toMatchObject({ purpose: 'login', msisdn, resend_after_s: 60 });

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'تأكيد رقم هاتفك' })).toBeVisible();
  await expect(page.getByLabel('رمز التحقق')).toBeVisible();
  await expect(page.getByText(countdown)).toBeVisible();
  const left = await secondsShown(page);
  expect(left).toBeGreaterThan(0);
  expect(left).toBeLessThanOrEqual(60);
  await expect(page.getByRole('button', { name: 'إعادة الإرسال' })).toBeDisabled();
  await expect(page.getByText(shownNumber(msisdn))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('رمز التحقق').fill(code);
  await page.getByRole('button', { name: 'تأكيد الرمز والدخول' }).click();
  // A new number: the plans (Code 50), and the step is over.
  await expect(page).toHaveURL(`${origin}/client/subscription-list`);
  expect(await storedStep(page, 'login')).toBeNull();
});

test('sign-in: once the countdown is over «إعادة الإرسال» sends a new code, which signs in', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // A number with no code this hour: the first wait is the shortest (a subscriber's sign-up was one).
  const msisdn = randomMsisdn();
  await askSignInCode(page, msisdn);
  await readCode(request, msisdn, { purpose: 'otp.login' });
  await page.reload();
  const code = await resendAfterCountdown(page, request, msisdn, 'otp.login');
  await page.getByLabel('رمز التحقق').fill(code);
  await page.getByRole('button', { name: 'تأكيد الرمز والدخول' }).click();
  await expect(page).toHaveURL(`${origin}/client/subscription-list`);
});

test('sign-in: a refused new code still lets the code received be typed («لديّ رمز بالفعل»)', async ({
  page,
  request,
}) => {
  const { msisdn } = await signUpViaApi(request);
  await page.context().clearCookies();
  await page.goto('/');
  const afterId = await lastSmsId(request, msisdn);
  await page.getByLabel('رقم الهاتف المحمول').fill(msisdn);
  await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
  const { code } = await readCode(request, msisdn, { purpose: 'otp.login', afterId });
  // Back to the number (the step is cancelled), and asking again is refused: wait a little.
  await page.getByRole('button', { name: 'رجوع', exact: true }).click();
  await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
  await expect(page.getByRole('alert')).toContainText('يرجى الانتظار');
  await page.getByRole('button', { name: 'لديّ رمز بالفعل' }).click();
  // The code field, with the countdown the 429's Retry-After gave.
  await expect(page.getByText(countdown)).toBeVisible();
  expect(await secondsShown(page)).toBeGreaterThan(30);
  await page.getByLabel('رمز التحقق').fill(code);
  await page.getByRole('button', { name: 'تأكيد الرمز والدخول' }).click();
  await expect(page).toHaveURL(`${origin}/client/home`);
});

test('cancel: the unsubscribe code step survives a reload, resends after the countdown, and cancels', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { msisdn } = await openProfile(page, request);
  await expect(page.getByTestId('subscription-state')).toHaveText('فعّال');

  const afterId = await lastSmsId(request, msisdn);
  await page.getByRole('button', { name: 'إلغاء الاشتراك' }).click();
  await expect(page.getByText('أرسلنا رمز الإلغاء برسالة نصية')).toBeVisible();
  await readCode(request, msisdn, { purpose: 'otp.unsubscribe', afterId });

  await page.reload();
  await waitForScreen(page);
  await expect(page.getByText('هل تريد إلغاء اشتراكك؟')).toBeVisible();
  await expect(page.getByLabel('رمز التحقق')).toBeVisible();
  await expect(page.getByText(countdown)).toBeVisible();

  const code = await resendAfterCountdown(page, request, msisdn, 'otp.unsubscribe');
  await page.reload();
  await waitForScreen(page);
  expect(await secondsShown(page)).toBeGreaterThan(90);
  await page.getByLabel('رمز التحقق').fill(code);
  await page.getByRole('button', { name: 'تأكيد الإلغاء' }).click();
  await expect(page.getByTestId('subscription-state')).toHaveText('ملغى');
  expect(await storedStep(page, 'unsubscribe')).toBeNull();
});

test('cancel: a refused request still lets the unsubscribe code received be typed', async ({
  page,
  request,
}) => {
  const { msisdn } = await openProfile(page, request);
  const afterId = await lastSmsId(request, msisdn);
  await page.getByRole('button', { name: 'إلغاء الاشتراك' }).click();
  const { code } = await readCode(request, msisdn, { purpose: 'otp.unsubscribe', afterId });
  // «لا، أبقِ الاشتراك» cancels the step; asking again at once is refused.
  await page.getByRole('button', { name: 'لا، أبقِ الاشتراك' }).click();
  await page.getByRole('button', { name: 'إلغاء الاشتراك' }).click();
  await expect(page.getByRole('alert')).toContainText('يرجى الانتظار');
  await page.getByRole('button', { name: 'لديّ رمز بالفعل' }).click();
  await expect(page.getByText(countdown)).toBeVisible();
  await page.getByLabel('رمز التحقق').fill(code);
  await page.getByRole('button', { name: 'تأكيد الإلغاء' }).click();
  await expect(page.getByTestId('subscription-state')).toHaveText('ملغى');
});

test('my bill: the code step survives a reload, resends after the countdown, and opens the bill', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { msisdn } = await signUpViaApi(request);
  await page.context().clearCookies();
  await page.goto('/mybill');
  await waitForScreen(page);
  const afterId = await lastSmsId(request, msisdn);
  await page.getByLabel('رقم الهاتف المحمول').fill(msisdn);
  await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
  await readCode(request, msisdn, { purpose: 'otp.mybill', afterId });

  await page.reload();
  await waitForScreen(page);
  await expect(page.getByLabel('رمز التحقق')).toBeVisible();
  await expect(page.getByText(countdown)).toBeVisible();
  expect(await storedStep(page, 'mybill')).toMatchObject({ purpose: 'mybill', msisdn });

  const code = await resendAfterCountdown(page, request, msisdn, 'otp.mybill');
  await page.getByLabel('رمز التحقق').fill(code);
  await page.getByRole('button', { name: 'عرض فاتورتي' }).click();
  await expect(page).toHaveURL(`${origin}/mybill/information`);
  expect(await storedStep(page, 'mybill')).toBeNull();
});
