import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

// The back-office shell, served by the server at /admin/.

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The browser logs every 4xx the app expects and handles (401 "no session yet", 422 "wrong
    // password"): those are answers, not errors.
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('shows the Arabic sign-in form with labelled fields at /admin/', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/admin/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveTitle('تسجيل الدخول — لوحة إدارة صرّاف');
  await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();

  const email = page.getByLabel('البريد الإلكتروني');
  const password = page.getByLabel('كلمة المرور');
  await expect(email).toBeVisible();
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).toHaveAttribute('autocomplete', 'username');
  await expect(password).toBeVisible();
  await expect(password).toHaveAttribute('type', 'password');
  await expect(password).toHaveAttribute('autocomplete', 'current-password');

  // A wrong password shows the server's Arabic message under the form and never reaches the URL.
  await email.fill('editor@example.com');
  await password.fill('not-in-the-url');
  await page.getByRole('button', { name: 'دخول' }).click();
  await expect(page.getByRole('alert')).toHaveText('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
  await expect(page).toHaveURL('/admin/');
  expect(errors).toEqual([]);
});

test('signs in with the login printed at first start, then signs out', async ({ page }) => {
  // scripts/e2e-server.mjs keeps what the server printed on its first start.
  const printed = JSON.parse(
    readFileSync(
      path.resolve(
        import.meta.dirname,
        `../../../.tmp/e2e-first-admin-${process.env.E2E_PORT ?? '4310'}.json`,
      ),
      'utf8',
    ),
  ) as { email: string; password: string };
  const errors = collectConsoleErrors(page);
  await page.goto('/admin/');
  await page.getByLabel('البريد الإلكتروني').fill(printed.email);
  await page.getByLabel('كلمة المرور').fill(printed.password);
  await page.getByRole('button', { name: 'دخول' }).click();
  await expect(page).toHaveURL('/admin/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحباً المدير');
  // The title follows the screen on every navigation, not only on a load.
  await expect(page).toHaveTitle('الرئيسية — لوحة إدارة صرّاف');
  await page
    .getByRole('navigation', { name: 'أقسام لوحة الإدارة' })
    .getByRole('link', { name: 'العمليات المالية' })
    .click();
  await expect(page).toHaveTitle('العمليات المالية — لوحة إدارة صرّاف');
  await page.goBack();
  await expect(page).toHaveTitle('الرئيسية — لوحة إدارة صرّاف');
  // The session cookie is HttpOnly: no script on the page can read it.
  expect(await page.evaluate(() => document.cookie)).not.toContain('sarraf_admin');
  // Reloading keeps the session; the sign-in page sends a signed-in user on.
  await page.goto('/admin/');
  await expect(page).toHaveURL('/admin/home');

  await page.getByRole('button', { name: 'تسجيل الخروج', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await page.goto('/admin/home');
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('/admin without the slash reaches the sign-in page', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
});

test('shows the Arabic 404 for an unknown back-office path', async ({ page }) => {
  const response = await page.goto('/admin/no/such/screen');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeVisible();
  await expect(page).toHaveTitle('الصفحة غير موجودة — لوحة إدارة صرّاف');
  await page.getByRole('link', { name: 'العودة إلى تسجيل الدخول' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
});

test.describe('accessibility', () => {
  // axe is injected as an inline script, which the server's strict CSP would (rightly) refuse.
  test.use({ bypassCSP: true });

  test('axe-core finds no violations on the sign-in page', async ({ page }) => {
    await page.goto('/admin/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.addScriptTag({ path: axeScript });
    const violations = await page.evaluate(async () => {
      const { axe } = window as unknown as { axe: { run: () => Promise<AxeResults> } };
      const results = await axe.run();
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    });
    expect(violations).toEqual([]);
  });
});

test('screenshot of the sign-in page at 360×740 for review', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const file = path.join(test.info().config.rootDir, 'test-results', 'screens', 'admin-sign-in-360x740.png');
  await page.screenshot({ path: file, fullPage: true });
});
