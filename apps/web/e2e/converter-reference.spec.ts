import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from '../../../e2e-support/api';
import { holdToken, seriousViolations, waitForScreen } from '../../../e2e-support/portal';

// The converter beyond the market's currencies: a pair no market quotes converts by the reference
// feed's cross rates and says so (the demo seed loads the committed daily file of 2026-11-24), a
// market pair does not, and the converted pair's history is drawn by period. Screenshots at 360
// and 1280 px go to /tmp for review.
test.use({ serviceWorkers: 'block', bypassCSP: true });

async function convert(page: Page, amount: string, from: string, to: string) {
  await page.getByLabel('المبلغ').fill(amount);
  await page.getByLabel('من', { exact: true }).selectOption(from);
  await page.getByLabel('إلى', { exact: true }).selectOption(to);
  await page.getByRole('button', { name: 'احسب' }).click();
  const result = page.getByTestId('conversion-result');
  await expect(result).toContainText(`${from} =`);
  await expect(result).toContainText(to);
  return result;
}

test.beforeEach(async ({ page, request }) => {
  const { token } = await signUpViaApi(request);
  await holdToken(page, token);
});

test('a pair no market quotes converts at the reference rate, labelled with its day', async ({ page }) => {
  await page.goto('/client/currencyConverter');
  await waitForScreen(page);
  // The yen and the pound come from the reference feed, under "more currencies", named in Arabic.
  const from = page.getByLabel('من', { exact: true });
  await expect(from.locator('optgroup option[value="JPY"]')).toHaveText(/ين ياباني \(JPY\)/);
  await expect(from.locator('optgroup option[value="USD"]')).toHaveCount(0);

  const result = await convert(page, '10000', 'JPY', 'GBP');
  await expect(result).toContainText('48.58');
  const label = result.getByTestId('reference-label');
  await expect(label).toContainText('سعر مرجعي');
  await expect(label.locator('time')).toHaveAttribute('datetime', '2026-11-24');
  await expect(label.locator('time')).toHaveText(/24.*2026/);
  await expect(result).toContainText('وليس سعر سوق');

  // Its history is the feed's daily rate: the chart says so too.
  const history = page.getByTestId('rate-history');
  await expect(
    history.getByTestId('history-reference-label').or(history.getByText('لا يوجد تاريخ لهذا الزوج بعد')),
  ).toBeVisible();
  await expect(page.getByTestId('loading-state')).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);
});

test('a market pair has no reference label, and its history switches period', async ({ page }) => {
  await page.goto('/client/currencyConverter');
  await waitForScreen(page);
  const result = await convert(page, '100', 'USD', 'YER');
  await expect(result.getByTestId('reference-label')).toHaveCount(0);
  await expect(result).not.toContainText('سعر مرجعي');

  const history = page.getByTestId('rate-history');
  const chart = history.getByTestId('price-chart');
  await expect(chart.locator('canvas')).toBeVisible();
  await expect(history.getByTestId('history-reference-label')).toHaveCount(0);
  await history.getByRole('tab', { name: 'أسبوع' }).click();
  await expect(history.getByRole('tab', { name: 'أسبوع' })).toHaveAttribute('aria-selected', 'true');
  await expect(chart.locator('canvas')).toBeVisible();
  await expect(history.locator('figcaption')).toContainText('أدنى سعر');
  await history.getByRole('tab', { name: 'سنة' }).click();
  await expect(history.getByRole('tab', { name: 'سنة' })).toHaveAttribute('aria-selected', 'true');
  await expect(chart.locator('canvas')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const [width, height] of [
  [360, 740],
  [1280, 800],
] as const) {
  test(`screenshots at ${width} px: a reference answer and a market pair's history`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/client/currencyConverter');
    await waitForScreen(page);
    await convert(page, '10000', 'JPY', 'GBP');
    await expect(page.getByTestId('loading-state')).toHaveCount(0, { timeout: 15_000 });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `/tmp/portal-rates-converter-reference-${width}.png`, fullPage: true });

    await convert(page, '100', 'USD', 'YER');
    await expect(page.getByTestId('price-chart').locator('canvas')).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `/tmp/portal-rates-converter-history-${width}.png`, fullPage: true });
  });
}

test('a currency’s details draw its history against the rial, by period', async ({ page }) => {
  await page.goto('/client/home');
  await waitForScreen(page);
  await page.getByRole('link', { name: /العملات/ }).click();
  await expect(page).toHaveURL(/\/client\/internal\/items\/\d+$/);
  await page
    .getByRole('region', { name: 'العملات' })
    .getByRole('link', { name: /دولار أمريكي/ })
    .click();
  await expect(page).toHaveURL(/\/client\/category\/details\/\d+$/);
  await waitForScreen(page);
  const history = page.getByTestId('rate-history');
  await expect(history.getByRole('heading', { level: 2 })).toHaveText(
    'تطوّر سعر دولار أمريكي مقابل ريال يمني',
  );
  const chart = history.getByTestId('price-chart');
  await expect(chart.locator('canvas')).toBeVisible();
  await history.getByRole('tab', { name: 'ثلاثة أشهر' }).click();
  await expect(history.getByRole('tab', { name: 'ثلاثة أشهر' })).toHaveAttribute('aria-selected', 'true');
  await expect(chart.locator('canvas')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(chart.locator('canvas')).toBeVisible();
  await page.screenshot({ path: '/tmp/portal-rates-currency-details-360.png', fullPage: true });
});
