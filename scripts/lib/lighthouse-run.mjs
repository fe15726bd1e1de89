// One Lighthouse run (mobile preset, simulated throttling, Lighthouse's defaults otherwise) of one
// page in a new browser, for the scripts that report Lighthouse figures (portal-budget.mjs,
// lighthouse-limit.mjs). The browser is the measuring one (`measuringChromePath`, ./chromium.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchOptions } from './chromium.mjs';

/** The categories the portal's budgets name, with the score each must reach (docs/benchmarks.md). */
export const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100 };

/**
 * Runs Lighthouse once on `url`. With a `token`, a subscriber's token is first put in the local
 * storage of the page's origin (key client-token, docs/product.md#session-keys) from a file of that
 * origin that runs no portal code, and Lighthouse keeps it; the browser profile is new either way,
 * so nothing else is cached. `saveAs` writes the report (JSON) there. A trace that Chrome failed to
 * record (NO_NAVSTART and friends) is retried once.
 */
export async function runLighthouse({ url, token = null, categories = LIGHTHOUSE_TARGETS, saveAs = null }) {
  const first = await runOnce({ url, token, categories, saveAs });
  return first.error ? runOnce({ url, token, categories, saveAs }) : first;
}

async function runOnce({ url, token, categories, saveAs }) {
  const { default: lighthouse } = await import('lighthouse');
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch(launchOptions());
  try {
    const page = await browser.newPage();
    if (token) {
      await page.goto(new URL('/favicon.svg', url).href);
      await page.evaluate((value) => localStorage.setItem('client-token', value), token);
    }
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(categories),
        // Keep the token set above.
        disableStorageReset: Boolean(token),
      },
      undefined,
      page,
    );
    if (saveAs && result) {
      mkdirSync(path.dirname(saveAs), { recursive: true });
      writeFileSync(saveAs, result.report);
    }
    const lhr = result?.lhr;
    const audit = (id) => lhr?.audits[id];
    return {
      scores: Object.fromEntries(
        Object.keys(categories).map((key) => [key, Math.round((lhr?.categories[key]?.score ?? 0) * 100)]),
      ),
      failing: Object.values(lhr?.audits ?? {})
        .filter((each) => each.score !== null && each.score < 1 && each.scoreDisplayMode === 'binary')
        .map((each) => each.id),
      error: lhr?.runtimeError?.code ?? null,
      fcp: audit('first-contentful-paint')?.displayValue,
      lcp: audit('largest-contentful-paint')?.displayValue,
      tbt: audit('total-blocking-time')?.displayValue,
      tbtMs: audit('total-blocking-time')?.numericValue ?? NaN,
      // Lighthouse's measure of this machine's speed. Its 4x CPU slowdown is meant for a desktop
      // of about 1,500 to 2,000; on a loaded machine the same page scores as if on a far slower
      // phone: read the scores with it.
      benchmarkIndex: Math.round(lhr?.environment.benchmarkIndex ?? 0),
    };
  } finally {
    await browser.close();
  }
}
