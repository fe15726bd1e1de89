import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signUpViaApi } from '../../../e2e-support/api';
import { holdToken, screenshot, waitForScreen } from '../../../e2e-support/portal';
import { sharedImage, stubShare, type SharedImage } from './support/share';
import { okApi } from '../../../e2e-support/api-request';

// docs/product.md#sharing-a-rate-card, #markets-side-by-side and #charts-with-distant-levels.
test.use({ serviceWorkers: 'block' });

function expectRateCard(image: SharedImage) {
  expect(image.type).toMatch(/^image\/(png|jpeg)$/);
  expect(image.width).toBeGreaterThanOrEqual(600);
  expect(image.height).toBeGreaterThanOrEqual(600);
  // Navy band, white, stripes, text in several shades (antialiased Arabic): far from blank.
  expect(image.colours).toBeGreaterThan(20);
}

/** Keeps the card for review beside the screens (test-results/screens/). */
function saveCard(image: SharedImage, name: string) {
  const directory = path.join(test.info().config.rootDir, 'test-results', 'screens');
  mkdirSync(directory, { recursive: true });
  writeFileSync(path.join(directory, `${name}.png`), Buffer.from(image.base64, 'base64'));
}

interface ApiRate {
  source: { id: number; name: string; city: string };
  buy: string;
  sell: string;
}
interface ApiCurrency {
  code: string;
  name: string;
  rates: ApiRate[];
}
interface ApiSource {
  id: number;
  city: string;
  type: string;
  is_primary: boolean;
}

async function publicRates(request: APIRequestContext) {
  const currencies = (await okApi(request, 'getCurrencyList')).data;
  const sources = (await okApi(request, 'getPriceSources', { query: { per_page: 100 } })).data;
  return { currencies, sources };
}

/** The comparison as docs/product.md#markets-side-by-side states it, computed from the API. */
function expectedComparison(currency: ApiCurrency, sources: ApiSource[]) {
  const byId = new Map(sources.map((source) => [source.id, source]));
  const rank = (rate: ApiRate) => {
    const source = byId.get(rate.source.id);
    return source?.type === 'parallel' ? 0 : source?.is_primary ? 1 : 2;
  };
  const byCity = new Map<string, ApiRate>();
  for (const rate of currency.rates) {
    const current = byCity.get(rate.source.city);
    if (
      !current ||
      rank(rate) - rank(current) < 0 ||
      (rank(rate) === rank(current) && rate.source.id < current.source.id)
    )
      byCity.set(rate.source.city, rate);
  }
  const mid = (rate: ApiRate) => (Number(rate.buy) + Number(rate.sell)) / 2;
  const ordered = [...byCity.values()].sort((a, b) => mid(a) - mid(b));
  const low = ordered[0]!;
  const high = ordered.at(-1)!;
  const percent = (a: string, b: string) =>
    (Math.round(((Number(a) - Number(b)) / Number(b)) * 1000) / 10).toFixed(1);
  return {
    cities: [...byCity.keys()],
    buy: `${percent(high.buy, low.buy)}٪`,
    sell: `${percent(high.sell, low.sell)}٪`,
  };
}

const shareButton = (page: Page) => page.getByRole('button', { name: 'مشاركة', exact: true });

test.describe('«مشاركة» shares a rate card', () => {
  test.beforeEach(async ({ page, request }) => {
    const { token } = await signUpViaApi(request);
    await holdToken(page, token);
  });

  test('on home: a PNG of the market shown, at least 600 × 600 and not blank', async ({ page }) => {
    await stubShare(page, { canShare: true });
    await page.goto('/client/home');
    await waitForScreen(page);
    await shareButton(page).click();
    const image = await sharedImage(page);
    expectRateCard(image);
    expect(image.title).toContain('صرّاف');
    // The text beside the image carries the rates of the market shown and the portal address.
    expect(image.text).toContain('سوق صنعاء');
    expect(image.text).toMatch(/دولار أمريكي: شراء [\d.,]+ · بيع [\d.,]+/);
    expect(image.text).toContain(new URL(page.url()).origin);
    saveCard(image, 'share-card-home');
  });

  test('on a currency screen and on the converter', async ({ page }) => {
    await stubShare(page, { canShare: true });
    await page.goto('/client/category/details/1');
    await waitForScreen(page);
    await shareButton(page).click();
    const currency = await sharedImage(page);
    expectRateCard(currency);
    expect(currency.text).toContain('سوق عدن — عدن: شراء');

    await page.goto('/client/currencyConverter');
    await waitForScreen(page);
    await page.getByRole('button', { name: 'احسب' }).click();
    await expect(page.getByTestId('conversion-result')).toBeVisible();
    await shareButton(page).click();
    const converter = await sharedImage(page);
    expectRateCard(converter);
    expect(converter.text).toMatch(/دولار أمريكي = /);
    saveCard(converter, 'share-card-converter');
  });

  test('without file sharing: a download of the card and a WhatsApp link with the rates', async ({
    page,
  }) => {
    await stubShare(page, { canShare: false });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/client/home');
    await waitForScreen(page);
    await screenshot(page, 'web-home-share-360');
    await shareButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'مشاركة بطاقة الأسعار' });
    await expect(dialog).toBeVisible();
    const download = dialog.getByRole('link', { name: 'تنزيل الصورة' });
    await expect(download).toHaveAttribute('download', /\.png$/);
    await expect(download).toHaveAttribute('href', /^blob:/);
    const whatsapp = dialog.getByRole('link', { name: 'إرسال عبر واتساب' });
    const href = await whatsapp.getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
    const text = new URL(href ?? '').searchParams.get('text') ?? '';
    expect(text).toMatch(/دولار أمريكي: شراء [\d.,]+ · بيع [\d.,]+/);
    expect(text).toContain(new URL(page.url()).origin);
    // The download is the card itself.
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/\.png$/);
    const screens = path.join(test.info().config.rootDir, 'test-results', 'screens');
    await page.screenshot({ path: path.join(screens, 'web-share-fallback-360.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: path.join(screens, 'web-share-fallback-1280.png') });
    await dialog.getByRole('button', { name: 'إغلاق' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a cancelled share sheet says nothing', async ({ page }) => {
    await stubShare(page, { canShare: true, failWith: 'AbortError' });
    await page.goto('/client/home');
    await waitForScreen(page);
    await shareButton(page).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sharedCalls: unknown[] }).sharedCalls.length))
      .toBe(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a failed share says so in Arabic', async ({ page }) => {
    await stubShare(page, { canShare: true, failWith: 'DataError' });
    await page.goto('/client/home');
    await waitForScreen(page);
    await shareButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('تعذّرت مشاركة الأسعار. أعد المحاولة.');
  });
});

test('home shows the dollar in each city side by side, with the gap in percent of the lower rate', async ({
  page,
  request,
}) => {
  const { currencies, sources } = await publicRates(request);
  const dollar = currencies.find((currency) => currency.code === 'USD')!;
  const expected = expectedComparison(dollar, sources);
  expect(expected.cities.length).toBeGreaterThanOrEqual(2);

  const { token } = await signUpViaApi(request);
  await holdToken(page, token);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/client/home');
  await waitForScreen(page);
  const comparison = page.getByTestId('markets-comparison');
  await expect(comparison.getByTestId('market-city')).toHaveCount(expected.cities.length);
  for (const city of expected.cities)
    await expect(comparison.getByRole('heading', { name: city })).toBeVisible();
  await expect(comparison.getByTestId('gap-buy')).toHaveText(expected.buy);
  await expect(comparison.getByTestId('gap-sell')).toHaveText(expected.sell);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);

  const riyal = currencies.find((currency) => currency.code === 'SAR')!;
  await comparison.getByLabel('العملة').selectOption('SAR');
  await expect(comparison.getByTestId('gap-sell')).toHaveText(expectedComparison(riyal, sources).sell);

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await comparison.getByLabel('العملة').selectOption('USD');
    await comparison.screenshot({
      path: path.join(test.info().config.rootDir, 'test-results', 'screens', `web-markets-${width}.png`),
    });
  }
});

test('a chart whose lines are more than twice apart gets an axis per level, and says so', async ({
  page,
  request,
}) => {
  // Gold (item 15) in Sana'a and in Aden: prices in old and new rials.
  const chart = await okApi(request, 'getCategoryDetailsCharts', { data: { item_id: 15, period: '30d' } });
  const levels = chart.data.series
    .filter((line) => line.side === 'sell' && line.points.length > 0)
    .map((line) => Number(line.points.at(-1)![1]));
  expect(Math.max(...levels) / Math.min(...levels)).toBeGreaterThan(2);

  const { token } = await signUpViaApi(request);
  await holdToken(page, token);
  await page.goto('/client/category/details/15');
  await waitForScreen(page);
  await expect(page.getByTestId('price-chart').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('price-chart')).toHaveAttribute('data-scale', 'split');
  await expect(page.getByTestId('chart-scale')).toContainText('محوران منفصلان');
  await expect(page.getByTestId('chart-scale')).toContainText('سوق صنعاء');
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await screenshot(page, `web-chart-split-${width}`);
  }
});
