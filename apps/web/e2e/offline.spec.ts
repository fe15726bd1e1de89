import { expect, test } from '@playwright/test';
import { signUpViaApi } from './support/api';
import { holdToken, waitForScreen } from './support/portal';

// Installable, and offline the last-loaded rates with their time. The service worker is
// allowed here, unlike in the other files.
test.use({ serviceWorkers: 'allow' });

test('the web manifest makes the portal installable, in Arabic, right to left', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await request.get(href!)).json()) as Record<string, unknown> & {
    icons: { sizes: string; type: string }[];
  };
  expect(manifest).toMatchObject({ lang: 'ar', dir: 'rtl', display: 'standalone', start_url: '/' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons as unknown as { src: string }[]) {
    expect((await request.get(icon.src)).ok()).toBe(true);
  }
});

test('offline, home shows the last rates loaded with the time they were saved', async ({
  page,
  request,
  context,
}) => {
  const { token } = await signUpViaApi(request);
  await holdToken(page, token);
  await page.goto('/client/home');
  await waitForScreen(page);
  await expect(page.getByTestId('rate-row').first()).toBeVisible();
  // The worker has taken over and cached the shell and the chunks this page uses.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.reload();
  await waitForScreen(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'أسعار اليوم' })).toBeVisible();
  await expect(page.getByText('أنت غير متصل بالإنترنت.')).toBeVisible();
  await expect(page.getByText(/هذه آخر أسعار حُفظت على جهازك، بتاريخ/)).toBeVisible();
  await expect(page.getByTestId('rate-row').filter({ hasText: 'دولار أمريكي' })).toBeVisible();
  await context.setOffline(false);
});
