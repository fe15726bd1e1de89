import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { lastSmsId, readCode, signUpViaApi } from './api';

/** The names of docs/product.md#session-keys, as the black-box checks read them. */
export const TOKEN_KEY = 'client-token';
export const SUBSCRIPTIONS_KEY = 'client-subscriptions';
export const MSISDN_KEY = 'client-msisdn';
export const overlayName = 'جارٍ التحميل…';

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Saves a full-page PNG under test-results/screens/ for review. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const file = path.join(test.info().config.rootDir, 'test-results', 'screens', `${name}.png`);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: file, fullPage: true });
}

/**
 * Saves a full-page PNG as docs/images/screens/<name>.png: the screens the docs show, taken by the
 * spec that brings the screen to that state (name them `<screen>-<ar|en>`, at 360 px wide).
 */
export async function docScreenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const file = path.join(test.info().config.rootDir, 'docs', 'images', 'screens', `${name}.png`);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: file, fullPage: options.fullPage ?? true });
}

/** The routed screen has rendered: an h1, no overlay, no skeleton left. */
export async function waitForScreen(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status', { name: overlayName })).toBeHidden();
  // Lazy chunks and the screen's calls first, then no skeleton may be left.
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('loading-state')).toHaveCount(0, { timeout: 15_000 });
}

/** Holds a token in local storage before any script of the portal runs. */
export async function holdToken(page: Page, token: string): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (!window.sessionStorage.getItem('e2e-token-set')) {
        window.localStorage.setItem(key, value);
        window.sessionStorage.setItem('e2e-token-set', '1');
      }
    },
    [TOKEN_KEY, token] as const,
  );
}

/** Signs a new subscriber up through the API and opens client.profile with the token held. */
export async function openProfile(page: Page, request: APIRequestContext, msisdn?: string) {
  const subscriber = await signUpViaApi(request, msisdn);
  await holdToken(page, subscriber.token);
  await page.goto('/client/profile');
  await waitForScreen(page);
  return subscriber;
}

/** Asks for a sign-in code for the number on the landing page. */
export async function askSignInCode(page: Page, msisdn: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('رقم الهاتف المحمول').fill(msisdn);
  await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
}

/**
 * Checks the number's bill at /mybill as a guest does: the number, then the code the SMS brought,
 * then «عرض فاتورتي». Where that leads is for the caller to check.
 */
export async function checkBillAsGuest(
  page: Page,
  request: APIRequestContext,
  msisdn: string,
): Promise<void> {
  await page.goto('/mybill');
  await waitForScreen(page);
  await page.getByLabel('رقم الهاتف المحمول').fill(msisdn);
  const afterId = await lastSmsId(request, msisdn);
  await page.getByRole('button', { name: 'إرسال رمز التحقق' }).click();
  const { code } = await readCode(request, msisdn, { purpose: 'otp.mybill', afterId });
  await page.getByLabel('رمز التحقق').fill(code);
  await page.getByRole('button', { name: 'عرض فاتورتي' }).click();
}

export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY);
}

/** Every axe-core violation, whatever its impact, on the current page (needs bypassCSP). */
export async function axeViolations(page: Page) {
  await page.addScriptTag({ path: axeScript });
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: () => Promise<AxeResults> } };
    const results = await axe.run();
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
}

/** axe-core's serious and critical violations on the current page (needs bypassCSP). */
export async function seriousViolations(page: Page) {
  return (await axeViolations(page)).filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}
