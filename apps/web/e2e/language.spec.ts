import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from '../../../e2e-support/api';
import { axeViolations, collectConsoleErrors, holdToken, waitForScreen } from '../../../e2e-support/portal';
import { isApiCall, isCallTo } from '../../../e2e-support/api-request';

// The language control (docs/product.md#languages): «English» on the Arabic portal, «العربية» on
// the English one; <html lang dir>, local storage client-lang and Accept-Language follow it.
test.use({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });

const LANGUAGE_KEY = 'client-lang';

async function expectDocument(page: Page, lang: 'ar' | 'en', dir: 'rtl' | 'ltr') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
}

test('switches the landing page to English and back, kept across a reload, with the API asked in English', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await waitForScreen(page);
  await expectDocument(page, 'ar', 'rtl');
  expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_KEY)).toBeNull();

  // Visible at 360 px, in the header, without opening anything.
  const toEnglish = page.getByRole('banner').getByRole('button', { name: 'English', exact: true });
  await expect(toEnglish).toBeVisible();
  await expect(toEnglish).toHaveAttribute('lang', 'en');
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  await toEnglish.click();

  await expectDocument(page, 'en', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'Sarraf' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in with your phone number' })).toBeVisible();
  await expect(page.getByText('الدخول برقم الهاتف')).toHaveCount(0);
  await expect(page).toHaveTitle('Sarraf — currency and exchange rates');
  expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_KEY)).toBe('en');
  // Re-rendered in place, not reloaded; the focus stays on the control, now named in Arabic.
  expect(navigations).toEqual([]);
  await expect(page.getByRole('button', { name: 'العربية', exact: true })).toBeFocused();
  // LTR: the start of a line is on the left, so the heading hugs the left edge of main.
  const main = await page.getByRole('main').boundingBox();
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(heading!.x - main!.x).toBeLessThan(40);

  // An API call of the English portal asks for English; a 422 answers in English under the field.
  const login = page.waitForRequest((request) => isCallTo(request.url(), 'login'));
  await page.getByLabel('Mobile number').fill('12345678');
  await page.getByRole('button', { name: 'Send verification code' }).click();
  expect((await login).headers()['accept-language']).toBe('en');
  await expect(page.getByText('This mobile number is not valid. Check it and enter it again.')).toBeVisible();

  // A later visit starts in English, set before the first paint by index.html's script (the CSP
  // allows it by its hash: a refused inline script would be a console error).
  await page.reload();
  await expectDocument(page, 'en', 'ltr');
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in with your phone number' })).toBeVisible();

  await page.getByRole('button', { name: 'العربية', exact: true }).click();
  await expectDocument(page, 'ar', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: 'الدخول برقم الهاتف' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'English', exact: true })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_KEY)).toBe('ar');
  expect(errors.filter((error) => !/status of 422/.test(error))).toEqual([]);
});

test('shows a signed-in subscriber home in English, with the API calls in English', async ({
  page,
  request,
}) => {
  const { token } = await signUpViaApi(request);
  await holdToken(page, token);
  await page.addInitScript((key) => localStorage.setItem(key, 'en'), LANGUAGE_KEY);
  const languages = new Set<string>();
  page.on('request', (call) => {
    if (isApiCall(call.url())) languages.add(call.headers()['accept-language'] ?? '');
  });

  await page.goto('/client/home');
  await waitForScreen(page);
  await expectDocument(page, 'en', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: "Today's rates" })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sarraf sections' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'العربية', exact: true })).toBeVisible();
  // Currency names in English, not the server's Arabic ones.
  await expect(page.getByTestId('rate-row').filter({ hasText: 'US Dollar' })).toBeVisible();
  expect([...languages]).toEqual(['en']);
});

test.describe('axe-core in English, left to right', () => {
  test.use({ bypassCSP: true });

  test('finds no violation on the landing page', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'en'), LANGUAGE_KEY);
    await page.goto('/');
    await waitForScreen(page);
    await expectDocument(page, 'en', 'ltr');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('finds no violation on home', async ({ page, request }) => {
    const { token } = await signUpViaApi(request);
    await holdToken(page, token);
    await page.addInitScript((key) => localStorage.setItem(key, 'en'), LANGUAGE_KEY);
    await page.goto('/client/home');
    await waitForScreen(page);
    await expectDocument(page, 'en', 'ltr');
    expect(await axeViolations(page)).toEqual([]);
  });
});
