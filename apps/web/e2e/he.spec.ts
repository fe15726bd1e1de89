import { expect, test } from '@playwright/test';
import { screenshot, storedToken, waitForScreen } from './support/portal';

// Header enrichment (docs/header-enrichment.md#the-portal): the portal opened through the HE proxy
// (playwright.config.ts, the operator's gateway simulated), which adds E2E_HE_MSISDN to every request.
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
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`${heURL}/`);
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

  // Signed out, the same number (a subscriber now) comes back on /mybill: one tap signs it in.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(`${heURL}/mybill`);
  await waitForScreen(page);
  await page.getByRole('button', { name: `متابعة كـ ${masked}` }).click();
  await expect(page).toHaveURL(/\/client\/home$/);
  expect(await storedToken(page)).toBeTruthy();
});
