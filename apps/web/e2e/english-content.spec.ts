import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from '../../../e2e-support/api';
import { holdToken, screenshot, waitForScreen } from '../../../e2e-support/portal';
import { isCallTo, okApi } from '../../../e2e-support/api-request';

// The editors' texts in English (docs/product.md#languages): on the English portal plans, markets,
// cities, currencies, information pages and news read in English, and what has no English version
// shows in Arabic, isolated and marked as Arabic, so its full stop stays at its own end.
test.use({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });

const LANGUAGE_KEY = 'client-lang';
const ARABIC = /[\u0600-\u06FF]/;

async function inEnglish(page: Page) {
  await page.addInitScript((key) => localStorage.setItem(key, 'en'), LANGUAGE_KEY);
}

test('the plan list names the plans in English, with the English disclaimer', async ({ page }) => {
  await inEnglish(page);
  await page.goto('/client/subscription-list');
  await waitForScreen(page);
  for (const name of ['Daily plan', 'Weekly plan', 'Monthly plan']) {
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  }
  await expect(page.getByText(/^Exchange rates in every market as they change/)).toBeVisible();
  await expect(page.getByText('الباقة اليومية')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 3, name: 'Daily plan' })).toHaveAttribute('dir', 'auto');
  await screenshot(page, 'web-plans-en-360');
});

test.describe('signed in, in English', () => {
  test.beforeEach(async ({ page, request }) => {
    const { token } = await signUpViaApi(request);
    await holdToken(page, token);
    await inEnglish(page);
  });

  test('home names the markets, their cities and the currencies in English', async ({ page }) => {
    await page.goto('/client/home');
    await waitForScreen(page);
    const cities = page.getByTestId('market-city');
    await expect(cities.first()).toBeVisible();
    await expect(cities.getByRole('heading', { level: 3 })).toHaveText(['Sanaa', 'Aden']);
    await expect(cities.first()).toContainText('Sanaa market');
    await expect(page.getByTestId('market-gap')).toContainText('Gap between');
    const market = page.getByLabel('Market', { exact: true });
    await expect(market.locator('option').first()).toHaveText(/Sanaa market\W+Sanaa/);
    await market.selectOption({ index: 1 });
    await expect(page.getByText(/Currency rates at\W+Aden market/)).toBeAttached();
    await expect(page.getByTestId('rate-row').filter({ hasText: 'US Dollar' })).toBeVisible();
    // No market, city or currency is left in Arabic.
    expect(await page.getByRole('main').innerText()).not.toMatch(ARABIC);
  });

  test('the price sources list the markets in English', async ({ page }) => {
    await page.goto('/client/priceSources');
    await waitForScreen(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Central Bank of Yemen' })).toBeVisible();
    await expect(page.getByText(/^The official rate of the Central Bank of Yemen/)).toBeVisible();
    expect(await page.getByRole('main').innerText()).not.toMatch(ARABIC);
  });

  test('the converter’s and the contact form’s currency drop-downs are in English', async ({ page }) => {
    await page.goto('/client/currencyConverter');
    await waitForScreen(page);
    const from = page.getByLabel('From', { exact: true });
    await expect(from.locator('option[value="USD"]')).toHaveText('US Dollar (USD)');
    await expect(from.locator('option[value="SAR"]')).toHaveText('Saudi Riyal (SAR)');
    await expect(page.getByLabel('Market', { exact: true }).locator('option').nth(1)).toHaveText(
      /Sanaa market\W+Sanaa/,
    );
    expect(await from.locator('option').allInnerTexts()).not.toContainEqual(expect.stringMatching(ARABIC));
    await page.getByLabel('Amount').fill('100');
    await from.selectOption('USD');
    await page.getByLabel('To', { exact: true }).selectOption('YER');
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    const result = page.getByTestId('conversion-result');
    await expect(result).toContainText('US Dollar');
    await expect(result).toContainText(/Market used:\s*Sanaa market — Sanaa/);
    await screenshot(page, 'web-converter-en-360');

    await page.goto('/client/contact/us');
    await waitForScreen(page);
    const currency = page.getByLabel('The currency you are asking about (optional)');
    await expect(currency.locator('option[value="USD"]')).toHaveText(/US Dollar \(USD\)$/);
    expect(await currency.locator('option').allInnerTexts()).not.toContainEqual(
      expect.stringMatching(ARABIC),
    );
  });

  test('a category’s items, units and markets are in English', async ({ page }) => {
    await page.goto('/client/home');
    await waitForScreen(page);
    await page.getByRole('link', { name: /^Gold/ }).click();
    await waitForScreen(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Gold' })).toBeVisible();
    await expect(page.getByText('Gold 21 karat')).toBeVisible();
    await page.getByText('Gold 21 karat').click();
    await waitForScreen(page);
    await expect(page.getByRole('heading', { level: 2, name: /Sanaa market\W+Sanaa/ })).toBeVisible();
  });

  test('news in English, and an item without an English version marked as Arabic', async ({
    page,
    request,
  }) => {
    await page.goto('/client/news');
    await waitForScreen(page);
    await expect(
      page.getByRole('link', { name: 'Rial steady against the dollar in the Sanaa market' }),
    ).toBeVisible();

    const items = (
      await okApi(request, 'getNews', { query: { per_page: 100 }, headers: { 'accept-language': 'en' } })
    ).data;
    const arabicOnly = items.find((item) => ARABIC.test(item.title))!;
    await page.goto(`/client/news/details/${arabicOnly.id}`);
    await waitForScreen(page);
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText(arabicOnly.title);
    await expect(title).toHaveAttribute('lang', 'ar');
    await expect(title).toHaveAttribute('dir', 'auto');
    // Right to left inside the left-to-right page: the sentence ends (its full stop) on the left.
    const body = page.locator('.rich-text');
    await expect(body).toHaveAttribute('lang', 'ar');
    expect(await body.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    expect(await page.locator('html').evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
  });
});

test('an information page in English', async ({ page }) => {
  await inEnglish(page);
  await page.goto('/client/guest/info/who');
  await waitForScreen(page);
  const body = page.locator('.rich-text');
  await expect(body).toContainText('Sarraf is a Yemeni financial information service');
  await expect(body).not.toHaveAttribute('lang', 'ar');
  expect(await body.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
  await screenshot(page, 'web-info-en-360');
});

test('switching to English on a screen asks the server again: the markets change language', async ({
  page,
  request,
}) => {
  const { token } = await signUpViaApi(request);
  await holdToken(page, token);
  await page.goto('/client/home');
  await waitForScreen(page);
  const cities = page.getByTestId('market-city').getByRole('heading', { level: 3 });
  await expect(cities).toHaveText(['صنعاء', 'عدن']);
  const asked = page.waitForRequest(
    (call) => isCallTo(call.url(), 'getCurrencyList') && call.headers()['accept-language'] === 'en',
  );
  await page.getByRole('banner').getByRole('button', { name: 'English', exact: true }).click();
  await asked;
  await expect(cities).toHaveText(['Sanaa', 'Aden']);
  await page.getByRole('banner').getByRole('button', { name: 'العربية', exact: true }).click();
  await expect(cities).toHaveText(['صنعاء', 'عدن']);
});
