import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/** The login the server printed at first start (scripts/e2e-server.mjs keeps it). */
export function firstAdmin(): { email: string; password: string } {
  const file = path.resolve(
    import.meta.dirname,
    `../../../../.tmp/e2e-first-admin-${process.env.E2E_PORT ?? '4310'}.json`,
  );
  return JSON.parse(readFileSync(file, 'utf8')) as { email: string; password: string };
}

export async function signIn(page: Page): Promise<void> {
  const login = firstAdmin();
  await page.goto('/admin/');
  await page.getByLabel('البريد الإلكتروني').fill(login.email);
  await page.getByLabel('كلمة المرور').fill(login.password);
  await page.getByRole('button', { name: 'دخول' }).click();
  await expect(page).toHaveURL('/admin/home');
}

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's serious and critical findings on the page as it is now (needs bypassCSP). */
export async function seriousAxeViolations(page: Page) {
  await page.addScriptTag({ path: axeScript });
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: () => Promise<AxeResults> } };
    const results = await axe.run();
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const file = path.join(process.cwd(), 'test-results', 'screens', `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
}
