import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from '../../../e2e-support/api';
import { holdToken, screenshot, waitForScreen } from '../../../e2e-support/portal';
import { apiPath, isApiCall } from '../../../e2e-support/api-request';
import { z } from 'zod';

// Installable, and offline the portal as it was last seen (docs/product.md#offline): the shell, the
// last data of every screen visited with a banner saying how old it is, navigation between the
// visited screens, and a clear offline state for the others. The service worker is allowed here,
// unlike in the other files.
test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 780 } });

/** What the test reads of the web manifest; the rest is checked as it is. */
const ZManifest = z.looseObject({
  icons: z.array(z.object({ src: z.string(), sizes: z.string(), type: z.string() })),
});

test('the web manifest makes the portal installable, in Arabic, right to left', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = ZManifest.parse(await (await request.get(href!)).json());
  expect(manifest).toMatchObject({ lang: 'ar', dir: 'rtl', display: 'standalone', start_url: '/' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    expect((await request.get(icon.src)).ok()).toBe(true);
  }
});

/** The worker is installed and controls the page (it registers once the first screen has its data). */
async function workerInControl(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 })
    .toBe(true);
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForScreen(page);
}

/** The names of the caches the worker keeps, and every request URL held in them. */
function cachedUrls(page: Page): Promise<{ names: string[]; urls: string[] }> {
  return page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names) {
      const cache = await caches.open(name);
      for (const key of await cache.keys()) urls.push(key.url);
    }
    return { names, urls };
  });
}

const banner = (page: Page) => page.getByTestId('offline-banner');
const tabs = (page: Page) => page.getByRole('navigation', { name: 'أقسام صرّاف' });

test('offline, a reload shows the last data with its time; visited screens open, the others say they are not saved', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const { token } = await signUpViaApi(request);
  await visit(page, '/');
  await workerInControl(page);
  await holdToken(page, token);
  await visit(page, '/client/home');
  await expect(page.getByTestId('rate-row').first()).toBeVisible();
  await visit(page, '/client/priceSources');
  await visit(page, '/client/currencyConverter');
  await expect(page.getByLabel('المبلغ')).toBeVisible();
  await expect(banner(page)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'محوّل العملات' })).toBeVisible();
  await expect(banner(page)).toHaveText(/^غير متصل — آخر تحديث .*\d/);
  await expect(page.getByLabel('المبلغ')).toBeVisible();
  await expect(page.getByTestId('offline-state')).toHaveCount(0);
  await expect(tabs(page)).toBeVisible();
  await screenshot(page, 'offline-ar');

  // Between visited screens, by the tab row: their chunks and data are on the phone.
  await tabs(page).getByRole('link', { name: 'أسعار اليوم' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'أسعار اليوم' })).toBeVisible();
  await expect(page.getByTestId('rate-row').filter({ hasText: 'دولار أمريكي' }).first()).toBeVisible();
  await expect(banner(page)).toHaveText(/^غير متصل — آخر تحديث .*\d/);
  await tabs(page).getByRole('link', { name: 'المصادر' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'مصادر الأسعار' })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByTestId('offline-state')).toHaveCount(0);

  // A screen never opened: a clear offline state, the tab row still there to go back.
  await tabs(page).getByRole('link', { name: 'الأخبار' }).click();
  await expect(page.getByTestId('offline-state')).toBeVisible();
  await expect(page.getByTestId('offline-state')).toContainText('غير محفوظة على جهازك');
  await expect(tabs(page)).toBeVisible();
  await screenshot(page, 'offline-state-ar');
  await tabs(page).getByRole('link', { name: 'أسعار اليوم' }).click();
  await expect(page.getByTestId('rate-row').first()).toBeVisible();

  // A reload of another visited screen, and of the landing page.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'أسعار اليوم' })).toBeVisible();
  await expect(page.getByTestId('rate-row').filter({ hasText: 'دولار أمريكي' }).first()).toBeVisible();
  await expect(banner(page)).toHaveText(/^غير متصل — آخر تحديث .*\d/);
  await page.goto('/client/news').catch(() => undefined);
  await expect(page.getByTestId('offline-state')).toBeVisible();
  await expect(tabs(page)).toBeVisible();

  await context.setOffline(false);
  await page.reload();
  await waitForScreen(page);
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'الأخبار' })).toBeVisible();
});

test('the landing page reloads offline with its last rates and the banner', async ({ page, context }) => {
  await visit(page, '/');
  await workerInControl(page);
  await visit(page, '/');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'صرّاف' })).toBeVisible();
  await expect(banner(page)).toHaveText(/^غير متصل — آخر تحديث .*\d/);
  await expect(page.getByText('دولار أمريكي').first()).toBeVisible();
  await context.setOffline(false);
});

test('in English the banner reads «Offline — last updated»', async ({ page, request, context }) => {
  const { token } = await signUpViaApi(request);
  await holdToken(page, token);
  await page.addInitScript(() => window.localStorage.setItem('client-lang', 'en'));
  await visit(page, '/client/home');
  await workerInControl(page);
  await visit(page, '/client/home');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: "Today's rates" })).toBeVisible();
  await expect(banner(page)).toHaveText(/^Offline — last updated .*\d/);
  await context.setOffline(false);
});

test('only reads are kept: no code, sign-in or POST call, and a sign-out deletes the subscriber’s own', async ({
  page,
  request,
}) => {
  const { token } = await signUpViaApi(request);
  await holdToken(page, token);
  await visit(page, '/client/profile');
  await workerInControl(page);
  await visit(page, '/client/profile');
  await visit(page, '/client/home');

  const kept = await cachedUrls(page);
  const paths = kept.urls.map((url) => new URL(url).pathname);
  expect(paths).toContain(apiPath('getCurrencyList'));
  expect(paths).toContain(apiPath('fetchSubscription'));
  // The subscriber's own reads sit in a cache of their own, named after a digest of the token only.
  const own = kept.names.filter((name) => name.includes('-own-'));
  expect(own).toHaveLength(1);
  expect(own[0]).not.toContain(token.split('|')[0]!);
  for (const path of kept.urls.filter(isApiCall).map((url) => new URL(url).pathname)) {
    expect(path).not.toMatch(/otp|login|logout|confirm|he\/|create|dev\/|check\/subscriber/);
  }
  expect(kept.urls.some((url) => url.includes('msisdn=') || url.includes('otp='))).toBe(false);

  await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(async () => (await cachedUrls(page)).names.filter((name) => name.includes('-own-')))
    .toEqual([]);
  expect((await cachedUrls(page)).urls.some((url) => url.includes('/fetch/subscription'))).toBe(false);
});
