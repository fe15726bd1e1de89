import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from '../../../e2e-support/api';
import { publishAsEditor, usdBuyAtPrimaryMarket } from './support/publish';
import { holdToken, screenshot, seriousViolations, waitForScreen } from '../../../e2e-support/portal';
import { okApi } from '../../../e2e-support/api-request';

// Rate alerts end to end: a subscriber sets an alert in the portal, an editor publishes a rate that crosses
// it in the back office, and the alert fires: in the notification list and as an SMS in the dev outbox.
test.use({ serviceWorkers: 'block', bypassCSP: true });

async function expectAccessible(page: Page, name: string) {
  await waitForScreen(page);
  expect(await seriousViolations(page)).toEqual([]);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await screenshot(page, `${name}-${width}`);
    // 320 px works too: nothing wider than the screen.
  }
  await page.setViewportSize({ width: 320, height: 700 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an alert created in the portal fires when the back office publishes a rate that crosses it', async ({
  page,
  request,
}) => {
  // Many steps and two jobs (evaluate, dispatch) on a busy shared machine: more than the default 30 s.
  test.setTimeout(120_000);
  const subscriber = await signUpViaApi(request);
  await holdToken(page, subscriber.token);

  // Quiet hours off, so the SMS goes now whatever time the suite runs.
  await page.goto('/client/alerts/settings');
  await waitForScreen(page);
  const quiet = page.getByRole('checkbox', { name: 'فعّل ساعات الهدوء' });
  await expect(quiet).toBeChecked();
  await quiet.uncheck();
  await page.getByRole('button', { name: 'حفظ ساعات الهدوء' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم حفظ ساعات الهدوء.' })).toBeVisible();
  // Favourites: SAR pinned first.
  await page.getByRole('checkbox', { name: 'ريال سعودي (SAR)' }).first().check();
  await page.getByRole('button', { name: 'حفظ المفضلة' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم حفظ المفضلة.' })).toBeVisible();
  await expectAccessible(page, 'alerts-settings');

  const usd = await usdBuyAtPrimaryMarket(request);
  const threshold = String(Math.round(usd + 10));
  await page.getByRole('link', { name: 'تنبيهاتي' }).click();
  await waitForScreen(page);
  await expect(page.getByText('لا توجد تنبيهات بعد.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('alert-limit')).toContainText(/0 من 3|٠ من ٣/);
  await page.getByLabel('العملة').selectOption('USD');
  await page.getByLabel('السوق أو المصدر').selectOption('1');
  await page.getByLabel('السعر', { exact: true }).selectOption('buy');
  await page.getByLabel('الشرط').selectOption('above');
  await page.getByLabel('القيمة (بالريال اليمني)').fill(threshold);
  await page.getByRole('button', { name: 'إضافة التنبيه' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم إنشاء التنبيه' })).toBeVisible();
  await expect(page.getByTestId('alert-item')).toHaveCount(1);
  await expect(page.getByTestId('alert-limit')).toContainText(/1 من 3|١ من ٣/);
  await expectAccessible(page, 'alerts');

  // A value the server refuses shows under its field.
  await page.getByLabel('الشرط').selectOption('move');
  await page.getByLabel('النسبة المئوية').fill('250');
  await page.getByRole('button', { name: 'إضافة التنبيه' }).click();
  await expect(page.getByTestId('field-error')).toContainText('100');

  await publishAsEditor(request, 'USD', String(Math.round(usd + 20)));

  await page.getByRole('link', { name: 'الإشعارات' }).click();
  await expect(page).toHaveURL(/\/client\/alerts\/notifications$/);
  await waitForScreen(page);
  await expect
    .poll(
      async () => {
        await page.reload();
        await waitForScreen(page);
        return page.getByTestId('notification-item').count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  await expect(page.getByTestId('notification-item')).toContainText('دولار أمريكي');
  await expect
    .poll(
      async () => {
        const body = await okApi(request, 'getDevSms', { query: { msisdn: subscriber.msisdn } });
        return body.data
          .filter((sms) => sms.purpose === 'alert.rate')
          .map((sms) => `${sms.status}|${sms.text}`);
      },
      { timeout: 30_000 },
    )
    .toEqual([`sent|صرّاف: دولار أمريكي شراء ${Math.round(usd + 20)} في سوق صنعاء (≥${threshold})`]);
  await page.reload();
  await waitForScreen(page);
  await expect(page.getByTestId('notification-item')).toContainText('أُرسلت الرسالة');
  await expectAccessible(page, 'alerts-notifications');

  // Home shows the pinned currency first, from the rows' first drawing: the board waits for the
  // favourites instead of drawing the usual order and then moving the rows.
  await page.addInitScript(() => {
    const record = () => {
      const row = document.querySelector('[data-testid="rate-row"]');
      if (!row) return;
      (window as unknown as { firstRateRow: string }).firstRateRow = row.textContent ?? '';
      observer.disconnect();
    };
    const observer = new MutationObserver(record);
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto('/client/home');
  await waitForScreen(page);
  await expect(page.getByTestId('rate-row').first()).toContainText('ريال سعودي');
  expect(await page.evaluate(() => (window as unknown as { firstRateRow?: string }).firstRateRow)).toContain(
    'ريال سعودي',
  );
});
