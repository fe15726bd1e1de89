import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, collectConsoleErrors, overlayName } from '../../../e2e-support/portal';

// The portal shell, against the built product: Arabic RTL, self-hosted font, history-mode
// deep links, the 404, the loading overlay and the chunk-failure retry (docs/product.md#loading-overlay).
// page.route must see every chunk request: no service worker in between.
test.use({ serviceWorkers: 'block' });

async function screenshot(page: Page, name: string) {
  const file = path.join(test.info().config.rootDir, 'test-results', 'screens', `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
}

test('serves the landing page in Arabic, right to left, with no console errors', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'صرّاف' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'الدخول برقم الهاتف' })).toBeVisible();
  await expect(page).toHaveTitle('صرّاف — أسعار العملات والصرف');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  // RTL: the start of a line is on the right, so the heading hugs the right edge of main.
  const main = await page.getByRole('main').boundingBox();
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(main!.x + main!.width - (heading!.x + heading!.width)).toBeLessThan(40);

  await page.getByRole('link', { name: 'من نحن' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'من نحن' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('uses the self-hosted Arabic font face from the visit after the one that cached it', async ({
  page,
}) => {
  const fontRequests: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.woff2') && response.ok())
      fontRequests.push(new URL(response.url()).pathname);
  });
  const headingFont = () =>
    page.getByRole('heading', { level: 1 }).evaluate((element) => getComputedStyle(element).fontFamily);

  // A first visit keeps the network for the screen: the system font, and the files only once the
  // screen and its data have arrived, for the next visit (lib/web-font.ts).
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'صرّاف' })).toBeVisible();
  expect(await headingFont()).not.toMatch(/IBM Plex Sans Arabic/);
  await expect.poll(() => new Set(fontRequests).size, { timeout: 15_000 }).toBe(2);
  for (const request of fontRequests)
    expect(request).toMatch(/^\/assets\/ibm-plex-sans-arabic-arabic-\d00-normal-[\w-]+\.woff2$/);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'صرّاف' })).toBeVisible();
  expect(await headingFont()).toMatch(/^"?IBM Plex Sans Arabic/);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return document.fonts.check('16px "IBM Plex Sans Arabic"', 'صرّاف');
      }),
    )
    .toBe(true);
});

test('renders a deep link in the shell, not a server 404', async ({ page }) => {
  const response = await page.goto('/client/guest/info/who');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'من نحن' })).toBeVisible();
  await expect(page.locator('.rich-text p').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'صرّاف، الصفحة الرئيسية' })).toBeVisible();
  await expect(page).toHaveTitle('من نحن — صرّاف');

  const bill = await page.goto('/mybill');
  expect(bill?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'فاتورتي' })).toBeVisible();
});

test('shows the Arabic 404 screen for an unknown path', async ({ page }) => {
  await page.goto('/no/such/screen');
  await expect(page.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeVisible();
  await expect(page).toHaveTitle('الصفحة غير موجودة — صرّاف');
  await page.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'صرّاف' })).toBeVisible();
});

/** Holds back the requests PATTERN matches (a slow network for those files) until the returned call. */
async function holdBack(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('loading overlay', () => {
  test('covers the page in the loader colours while the first screen loads, then clears', async ({
    page,
  }) => {
    const release = await holdBack(page, '**/assets/landing-*.js');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const overlay = page.getByRole('status', { name: overlayName });
    await expect(overlay).toBeVisible();
    await screenshot(page, 'web-loading-overlay-360x740');
    const background = await page
      .getByTestId('loading-overlay-background')
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toBe('rgb(154, 152, 152)'); // #9A9898
    const dots = await overlay
      .locator('[aria-hidden="true"]')
      .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).backgroundColor));
    expect(dots).toEqual(['rgb(25, 56, 111)', 'rgb(25, 56, 111)', 'rgb(25, 56, 111)']); // #19386f

    release();
    await expect(page.getByRole('heading', { level: 1, name: 'صرّاف' })).toBeVisible();
    await expect(overlay).toBeHidden();
  });

  test('is drawn opaque before any script arrives, and a tap cancels it even then', async ({ page }) => {
    const release = await holdBack(page, '**/assets/*.js');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/', { waitUntil: 'commit' });
    const boot = page.locator('#boot-overlay');
    await expect(boot).toBeVisible();
    // The stylesheet blocks the first paint, so the overlay is never seen without it; the element
    // can be read a moment before it arrives, hence the retrying assertion.
    await expect(boot).toHaveCSS('background-color', 'rgb(154, 152, 152)');
    await boot.getByText('إلغاء').click();
    await expect(boot).toBeHidden();

    // The scripts arrive: the portal starts with the flag the person left, no overlay again.
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'صرّاف' })).toBeVisible();
    await expect(page.getByRole('status', { name: overlayName })).toBeHidden();
  });

  test('is cancelled by Escape before any script arrives', async ({ page }) => {
    const release = await holdBack(page, '**/assets/*.js');
    await page.goto('/', { waitUntil: 'commit' });
    const boot = page.locator('#boot-overlay');
    await expect(boot).toBeVisible();
    // The page's own Escape handler closes the overlay's markup: on a loaded machine the overlay can
    // paint before the parser reaches it. An inline script runs as it is inserted, so once it is in
    // the document it listens.
    await expect(page.locator('#boot-overlay > script')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(boot).toBeHidden();
    // Nothing of the app ran: the overlay went by the page's own handler.
    expect(await page.evaluate(() => document.querySelectorAll('#root *').length)).toBe(0);

    release();
    await expect(page.getByRole('heading', { level: 1, name: 'صرّاف' })).toBeVisible();
    await expect(page.getByRole('status', { name: overlayName })).toBeHidden();
  });

  test('animates its dots, except for users who prefer reduced motion', async ({ page }) => {
    const release = await holdBack(page, '**/assets/landing-*.js');
    const animations = () =>
      page
        .getByRole('status', { name: overlayName })
        .locator('[aria-hidden="true"]')
        .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).animationName));

    await page.goto('/');
    await expect.poll(animations).toEqual(['loader-dot', 'loader-dot', 'loader-dot']);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(animations).toEqual(['none', 'none', 'none']);
    release();
  });

  test("is cancelled by a click, setting the flag to the overlay's new value", async ({ page }) => {
    const release = await holdBack(page, '**/assets/landing-*.js');
    await page.goto('/');
    const overlay = page.getByRole('status', { name: overlayName });
    await expect(overlay).toBeVisible();
    await page.getByRole('button', { name: 'إلغاء' }).click();
    await expect(overlay).toBeHidden();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'صرّاف' })).toBeVisible();
    await expect(overlay).toBeHidden();
  });

  test('is cancelled by Escape', async ({ page }) => {
    const release = await holdBack(page, '**/assets/landing-*.js');
    await page.goto('/');
    const overlay = page.getByRole('status', { name: overlayName });
    await expect(overlay).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'صرّاف' })).toBeVisible();
  });

  test('is not left showing after navigations', async ({ page }) => {
    const overlay = page.getByRole('status', { name: overlayName });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'صرّاف' })).toBeVisible();
    await expect(overlay).toBeHidden();

    await page.getByRole('link', { name: 'باقات الاشتراك' }).click();
    await expect(page).toHaveURL('/client/subscription-list');
    await expect(page.getByRole('heading', { level: 1, name: 'باقات الاشتراك' })).toBeVisible();
    await expect(overlay).toBeHidden();
    // In-app navigation moves focus to the new screen.
    await expect(page.getByRole('main')).toBeFocused();

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'صرّاف' })).toBeVisible();
    await expect(overlay).toBeHidden();
  });
});

test('a screen chunk that fails to load shows an Arabic retry message, and retry recovers', async ({
  page,
}) => {
  await page.route('**/assets/information-*.js', (route) => route.abort());
  await page.goto('/client/guest/info/who');
  await expect(page.getByRole('heading', { level: 1, name: 'تعذّر تحميل الصفحة' })).toBeVisible();
  // The shell stays: never a blank page.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('status', { name: overlayName })).toBeHidden();

  await page.unroute('**/assets/information-*.js');
  await page.getByRole('button', { name: 'إعادة المحاولة' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'من نحن' })).toBeVisible();
});

test("each route's page preloads the chunks of its first render, and the screen loads no other", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/client/guest/info/who')).text();
  const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (match) => match[1]!,
  );
  expect(preloaded.some((url) => /\/assets\/information-[\w-]+\.js$/.test(url))).toBe(true);
  for (const url of preloaded) expect((await request.get(url)).status()).toBe(200);

  // Every script the screen asks for was already named by the page: nothing waits for the entry.
  const scripts: string[] = [];
  page.on('request', (sent) => {
    // Not the Intl warm-up worker that index.html makes from a blob: nothing is fetched for it.
    if (sent.resourceType() === 'script' && !sent.url().startsWith('blob:'))
      scripts.push(new URL(sent.url()).pathname);
  });
  await page.goto('/client/guest/info/who');
  await expect(page.getByRole('heading', { level: 1, name: 'من نحن' })).toBeVisible();
  const named = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
  expect(scripts.filter((url) => !named.has(url))).toEqual([]);
});

test('the skip link is the first stop and leads to the main content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'صرّاف' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'تخطَّ إلى المحتوى الرئيسي' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test.describe('accessibility', () => {
  // axe is injected as an inline script, which the server's strict CSP would (rightly) refuse.
  test.use({ bypassCSP: true });

  for (const [name, url] of [
    ['landing', '/'],
    ['who-we-are screen', '/client/guest/info/who'],
    ['404', '/no/such/screen'],
  ] as const) {
    test(`axe-core finds no violations on the ${name}`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status', { name: overlayName })).toBeHidden();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('screenshots for review', () => {
  for (const [width, height] of [
    [360, 740],
    [1280, 800],
  ] as const) {
    test(`landing, deep link and 404 at ${width}×${height}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      for (const [name, url] of [
        ['landing', '/'],
        ['guest-who', '/client/guest/info/who'],
        ['not-found', '/no/such/screen'],
      ] as const) {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('status', { name: overlayName })).toBeHidden();
        await page.evaluate(() => document.fonts.ready);
        await screenshot(page, `web-${name}-${width}x${height}`);
      }
    });
  }
});
