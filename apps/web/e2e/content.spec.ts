import { expect, test } from '@playwright/test';
import { randomMsisdn, signUpViaApi } from '../../../e2e-support/api';
import { holdToken, waitForScreen } from '../../../e2e-support/portal';
import { okApi } from '../../../e2e-support/api-request';

// The subscriber's content screens against the real content API and its Arabic demo data.
test.use({ serviceWorkers: 'block' });

test.describe('with an active subscription', () => {
  test.beforeEach(async ({ page, request }) => {
    const { token } = await signUpViaApi(request);
    await holdToken(page, token);
  });

  test('home shows each market’s buy and sell rates with changes, time and market choice', async ({
    page,
  }) => {
    const chartRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/price-chart-/.test(request.url())) chartRequests.push(request.url());
    });
    await page.goto('/client/home');
    await waitForScreen(page);
    const rows = page.getByTestId('rate-row');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'شراء' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'بيع' })).toBeVisible();
    await expect(page.getByText('آخر تحديث:')).toBeVisible();
    await expect(rows.filter({ hasText: 'دولار أمريكي' })).toContainText(/(ارتفاع|انخفاض|دون تغيير)/);
    const sanaa = await rows.filter({ hasText: 'دولار أمريكي' }).innerText();

    const market = page.getByLabel('السوق');
    await market.selectOption({ label: 'سوق عدن — عدن' });
    await expect(rows.filter({ hasText: 'دولار أمريكي' })).not.toHaveText(sanaa);
    // uPlot is loaded only on the category screen.
    expect(chartRequests).toEqual([]);
  });

  test('the converter shows the result, "1 USD = …", the rate and its time, and swaps', async ({ page }) => {
    await page.goto('/client/currencyConverter');
    await waitForScreen(page);
    await page.getByLabel('المبلغ').fill('100');
    await page.getByLabel('من', { exact: true }).selectOption('USD');
    await page.getByLabel('إلى', { exact: true }).selectOption('YER');
    await page.getByRole('button', { name: 'احسب' }).click();
    const result = page.getByTestId('conversion-result');
    await expect(result).toContainText('1 USD =');
    await expect(result).toContainText('YER');
    await expect(result).toContainText('السوق المستخدمة:');
    await expect(result).toContainText('وقت السعر:');
    await expect(result.locator('time').first()).toHaveAttribute('datetime', /\d{4}-\d{2}-\d{2}T/);

    await page.getByRole('button', { name: 'تبديل العملتين' }).click();
    await expect(page.getByLabel('من', { exact: true })).toHaveValue('YER');
    await expect(page.getByLabel('إلى', { exact: true })).toHaveValue('USD');
  });

  test('an amount that is not a number shows an Arabic message under the amount', async ({ page }) => {
    await page.goto('/client/currencyConverter');
    await waitForScreen(page);
    const amount = page.getByLabel('المبلغ');
    await amount.fill('abc');
    await page.getByRole('button', { name: 'احسب' }).click();
    await expect(page.getByTestId('field-error')).toContainText(/[\u0600-\u06FF]/);
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
  });

  test('exchange companies have local and international tabs and tap-to-call numbers', async ({ page }) => {
    await page.goto('/client/exchange/companies');
    await waitForScreen(page);
    const local = page.getByRole('tab', { name: 'محلية' });
    await expect(local).toHaveAttribute('aria-selected', 'true');
    const call = page.locator('a[href^="tel:+967"]').first();
    await expect(call).toBeVisible();
    const firstLocal = await page
      .getByRole('tabpanel')
      .getByRole('heading', { level: 2 })
      .first()
      .innerText();
    // Arrow keys move between tabs (WAI-ARIA); in RTL the next tab is to the left.
    await local.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'دولية' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first()).not.toHaveText(
      firstLocal,
    );
  });

  test('news lists items and opens one in full', async ({ page }) => {
    await page.goto('/client/news');
    await waitForScreen(page);
    const first = page.getByRole('main').getByRole('heading', { level: 2 }).first().getByRole('link');
    const title = await first.innerText();
    await first.click();
    await expect(page).toHaveURL(/\/client\/news\/details\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.rich-text p').first()).toBeVisible();
  });

  test('a category lists its items; an item shows prices per source and a uPlot chart by period', async ({
    page,
  }) => {
    await page.goto('/client/home');
    await waitForScreen(page);
    await page.getByRole('link', { name: /الذهب/ }).click();
    await expect(page).toHaveURL(/\/client\/internal\/items\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'الذهب' })).toBeVisible();
    await page.getByRole('region', { name: 'الذهب' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/client\/category\/details\/\d+$/);
    await waitForScreen(page);
    const chart = page.getByTestId('price-chart');
    await expect(chart.locator('canvas')).toBeVisible();
    await page.getByRole('tab', { name: 'أسبوع' }).click();
    await expect(page.getByRole('tab', { name: 'أسبوع' })).toHaveAttribute('aria-selected', 'true');
    await expect(chart.locator('canvas')).toBeVisible();
    await expect(page.locator('figcaption')).toContainText('أدنى سعر');
  });

  test('price sources and price lists show their sources, times and bulletins', async ({ page }) => {
    await page.goto('/client/priceSources');
    await waitForScreen(page);
    await expect(page.getByText('السوق الرئيسية')).toBeVisible();
    await page.goto('/client/priceList');
    await waitForScreen(page);
    await expect(page.getByRole('table').first()).toBeVisible();
    await page.getByLabel('المصدر').selectOption({ label: 'سوق عدن' });
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toContainText('سوق عدن');
  });

  test('the digits setting switches to Arabic-Indic digits and is remembered', async ({ page }) => {
    await page.goto('/client/home');
    await waitForScreen(page);
    const usd = page.getByTestId('rate-row').filter({ hasText: 'دولار أمريكي' });
    await expect(usd).toContainText(/[0-9]/);
    await page.getByLabel(/عربية هندية/).check();
    await expect(usd).toContainText(/[٠-٩]/);
    await expect(usd).not.toContainText(/[0-9]{2}/);
    await page.reload();
    await waitForScreen(page);
    await expect(page.getByTestId('rate-row').filter({ hasText: 'دولار أمريكي' })).toContainText(/[٠-٩]/);
    expect(await page.evaluate(() => localStorage.getItem('client-digits'))).toBe('arab');
  });
});

test('contact us shows the Arabic errors under the fields, clears them, then sends', async ({
  page,
  request,
}) => {
  const { token } = await signUpViaApi(request);
  await holdToken(page, token);
  await page.goto('/client/contact/us');
  await waitForScreen(page);
  await page.getByRole('button', { name: 'إرسال الرسالة' }).click();
  const errors = page.getByTestId('field-error');
  await expect(errors.first()).toContainText(/[\u0600-\u06FF]/);
  await expect(page.getByLabel('الاسم')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'مسح رسائل الخطأ' }).click();
  await expect(errors).toHaveCount(0);

  await page.getByLabel('الاسم').fill('سالم أحمد');
  await page.getByLabel('الرسالة').fill('أرجو إضافة أسعار الذهب في تعز.');
  await page.getByRole('button', { name: 'إرسال الرسالة' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /[\u0600-\u06FF]/ })
      .last(),
  ).toBeVisible();
  await expect(page.getByLabel('الرسالة')).toHaveValue('');
});

test('a cancelled subscription with no paid days left sees the content locked behind a clear call to action', async ({
  page,
  request,
}) => {
  // A 73… number's first charge is declined (scripts/e2e-server.mjs): cancelled unpaid, nothing
  // paid is kept (a paid cancellation keeps the content, subscription.spec.ts).
  const { token } = await signUpViaApi(request, randomMsisdn('73'));
  await okApi(request, 'cancelProfileSubscription', { token });
  await holdToken(page, token);
  await page.goto('/client/currencyConverter');
  const gate = page.getByTestId('premium-gate');
  await expect(gate).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'محوّل العملات' })).toBeVisible();
  await expect(page.getByLabel('المبلغ')).toHaveCount(0);
  await gate.getByRole('link', { name: 'إعادة تفعيل الاشتراك' }).click();
  await expect(page).toHaveURL(/\/client\/profile#subscription$/);
  await expect(page.getByTestId('subscription-state')).toHaveText('ملغى');
  // Profile, contact and the information pages stay open (docs/product.md#a-subscription-that-is-not-active).
  await page.goto('/client/contact/us');
  await expect(page.getByLabel('الرسالة')).toBeVisible();
});
