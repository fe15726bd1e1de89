import { expect, test } from '@playwright/test';
import { screenshot, storedToken, waitForScreen } from '../../../e2e-support/portal';
import { callApi } from '../../../e2e-support/api-request';

// Header enrichment (docs/header-enrichment.md#the-portal): the HE proxy (playwright.config.ts) plays
// the operator's gateway and our nginx's plain-HTTP HE server block, adding E2E_HE_MSISDN. Opened,
// it hands the number over to the portal at the server's own address (PUBLIC_URL, "HTTPS": outside
// the proxy), where peek tells the portal which number the token stands for.
test.use({ serviceWorkers: 'block' });

const heURL = `http://127.0.0.1:${process.env.E2E_HE_PORT ?? '4311'}`;
const msisdn = process.env.E2E_HE_MSISDN ?? '967770000111';
const masked = `${msisdn.slice(0, 5)}${'*'.repeat(msisdn.length - 8)}${msisdn.slice(-3)}`;

test('without the gateway nothing changes: the SMS-code form, no one-tap', async ({ page }) => {
  const identify = page.waitForResponse((response) => response.url().includes('/he/identify'));
  await page.goto('/');
  await waitForScreen(page);
  expect(await (await identify).json()).toEqual({ data: { identified: false } });
  await expect(page.getByLabel('رقم الهاتف المحمول')).toBeVisible();
  await expect(page.getByRole('button', { name: /^متابعة كـ/ })).toHaveCount(0);
});

test('behind the gateway a new number subscribes with one tap and one confirm, then signs in with one tap', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  // Peek held back a moment, so the page's "recognising your number" can be seen.
  let releasePeek: () => void = () => {};
  const peekHeld = new Promise<void>((resolve) => (releasePeek = resolve));
  await page.route('**/api/client/he/peek', async (route) => {
    await peekHeld;
    await route.continue();
  });
  await page.goto(`${heURL}/`);
  // The plain-HTTP host handed over to the portal itself, and the token left the address bar.
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByTestId('he-hand-over-pending')).toContainText('جارٍ التعرّف على رقمك');
  await expect(page.getByLabel('رقم الهاتف المحمول')).toHaveCount(0);
  await screenshot(page, 'he-checking-360');
  const peeked = page.waitForResponse((response) => response.url().includes('/he/peek'));
  releasePeek();
  expect(await (await peeked).json()).toEqual({ data: { msisdn_masked: masked, subscriber: false } });
  await page.unroute('**/api/client/he/peek');
  await waitForScreen(page);
  const oneTap = page.getByRole('button', { name: `متابعة كـ ${masked}` });
  await expect(oneTap).toBeVisible();
  await expect(page.getByLabel('رقم الهاتف المحمول')).toHaveCount(0);
  await screenshot(page, 'he-landing-360');
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, 'he-landing-1280');

  // Another number stays one tap away, and back.
  await page.getByRole('button', { name: 'استخدام رقم آخر' }).click();
  await expect(page.getByLabel('رقم الهاتف المحمول')).toBeVisible();
  await page.getByRole('button', { name: 'المتابعة برقمي دون رمز' }).click();

  await page.setViewportSize({ width: 360, height: 780 });
  await oneTap.click();
  await expect(page).toHaveURL(/\/client\/subscription-list$/);
  await waitForScreen(page);
  await page
    .getByRole('button', { name: /^اشترك: / })
    .first()
    .click();

  const confirm = page.getByTestId('he-subscribe-confirm');
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(masked);
  await expect(confirm).toContainText('تُخصم من رصيدك');
  await expect(confirm).toContainText('يتجدد الاشتراك تلقائيًا');
  await expect(confirm).toContainText('للإلغاء أرسل');
  await expect(confirm.getByRole('link', { name: 'الشروط والأحكام' })).toHaveAttribute(
    'href',
    '/client/guest/info/terms/and/conditions',
  );
  await screenshot(page, 'he-confirm-360');
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, 'he-confirm-1280');
  // Exactly one button subscribes.
  await expect(confirm.getByRole('button', { name: /^تأكيد الاشتراك/ })).toHaveCount(1);
  await confirm.getByRole('button', { name: /^تأكيد الاشتراك/ }).click();

  await expect(page).toHaveURL(/\/client\/home$/);
  await waitForScreen(page);
  expect(await storedToken(page)).toBeTruthy();

  // Signed out, the same number (a subscriber now) comes back through the gateway: one tap signs it in.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(`${heURL}/mybill`);
  await expect(page).toHaveURL(`${baseURL}/`);
  await waitForScreen(page);
  await page.getByRole('button', { name: `متابعة كـ ${masked}` }).click();
  await expect(page).toHaveURL(/\/client\/home$/);
  expect(await storedToken(page)).toBeTruthy();
});

test("a hand-over link shows its token's own number, never the one its author wrote", async ({
  page,
  baseURL,
}) => {
  // A real token for the gateway's number, as anyone behind the same gateway address could get one,
  // put in a link that claims another number and a subscriber.
  const entry = await callApi(page.request, 'heStart', { origin: heURL, maxRedirects: 0 });
  expect(entry.status()).toBe(302);
  const token = new URLSearchParams(new URL(entry.headers().location ?? '').hash.slice(1)).get('he');
  expect(token).toBeTruthy();
  await page.goto(`${baseURL}/#he=${token}&m=96771****999&s=1`);
  await waitForScreen(page);
  await expect(page.getByRole('button', { name: `متابعة كـ ${masked}` })).toBeVisible();
  await expect(page.getByText('96771****999')).toHaveCount(0);
});

test('a refused hand-over is the SMS-code form, without a word of error', async ({ page, baseURL }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const peeked = page.waitForResponse((response) => response.url().includes('/he/peek'));
  await page.goto(`${baseURL}/#he=${'A'.repeat(60)}&m=96777****567&s=1`);
  expect((await peeked).status()).toBe(422);
  await waitForScreen(page);
  await expect(page.getByLabel('رقم الهاتف المحمول')).toBeVisible();
  await expect(page.getByRole('button', { name: /^متابعة كـ/ })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('تعذّر')).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe('');
  expect(dialogs).toEqual([]);
});
