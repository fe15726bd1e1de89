// The portal's budgets (docs/benchmarks.md), measured, not asserted:
//   1. the initial JS+CSS, gzip: the entry chunk of apps/web/dist/index.html with every chunk it
//      imports statically (transitively), plus the stylesheets index.html links;
//   2. Lighthouse mobile scores (performance, accessibility, best practices) of client.home, the
//      converter and the news, and of the landing page, against a running server.
// It builds nothing: run `npm run build` (or `npm start`) first.
//
//   node scripts/portal-budget.mjs [--base-url http://127.0.0.1:3000] [--size-only] [--dist apps/web/dist]
//                                  [--save DIR]
//
// The subscriber screens need a token: the script signs a new number in through the API and reads
// the code from the dev SMS outbox (`GET /api/dev/sms`, so the server must not run with
// NODE_ENV=production). CHROME_PATH picks the browser (default /usr/bin/chromium).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const distDir = path.resolve(root, option('--dist', 'apps/web/dist'));
const baseUrl = option('--base-url', process.env.PORTAL_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const sizeOnly = args.includes('--size-only');
// --save DIR writes each Lighthouse report (JSON) there, for a closer look.
const saveDir = option('--save', null);

const BUDGET_KB = 100;
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100 };
// Debian's Chromium, no downloaded browser (docs/design.md#stack), these flags.
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
// kB of 1,000 bytes, as Vite prints them (the stricter reading of "100 KB").
const kb = (bytes) => (bytes / 1000).toFixed(1);

/** The entry chunk, its static imports (transitively) and the linked CSS of index.html. */
export function initialAssets(dir) {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  const scripts = new Set();
  const visit = (url) => {
    const file = path.join(dir, url.replace(/^\//, ''));
    if (scripts.has(file) || !existsSync(file)) return;
    scripts.add(file);
    const source = readFileSync(file, 'utf8');
    // Static imports only: `import … from "./x.js"` and `import "./x.js"`, never `import("./x.js")`.
    for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*)["']([^"']+\.js)["']/g)) {
      visit(path.posix.join(path.posix.dirname(url), match[1]));
    }
  };
  for (const entry of entries) visit(entry);
  return {
    scripts: [...scripts],
    styles: styles.map((url) => path.join(dir, url.replace(/^\//, ''))).filter((file) => existsSync(file)),
  };
}

function reportSize() {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.error(`No build at ${distDir}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const { scripts, styles } = initialAssets(distDir);
  const rows = [...scripts, ...styles].map((file) => ({
    file: path.relative(distDir, file),
    gzip: gzipBytes(file),
  }));
  const js = rows.filter((row) => row.file.endsWith('.js')).reduce((sum, row) => sum + row.gzip, 0);
  const css = rows.filter((row) => row.file.endsWith('.css')).reduce((sum, row) => sum + row.gzip, 0);
  console.log('Initial JS+CSS (gzip -9), entry chunk + static imports + index.html stylesheets:');
  for (const row of rows.sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${kb(row.gzip).padStart(7)} KB  ${row.file}`);
  const total = js + css;
  console.log(
    `  JS ${kb(js)} KB + CSS ${kb(css)} KB = ${kb(total)} KB (budget ${BUDGET_KB} KB: ${total <= BUDGET_KB * 1000 ? 'met' : 'NOT met'})`,
  );
  return total;
}

async function json(response) {
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** A new number signed in through the API: login, the code from the outbox, Code 50 → subscribe. */
async function signIn() {
  const msisdn = `77${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  const headers = { 'content-type': 'application/json', 'accept-language': 'ar' };
  await json(
    await fetch(`${baseUrl}/api/client/login`, { method: 'POST', headers, body: JSON.stringify({ msisdn }) }),
  );
  let code = null;
  for (let attempt = 0; attempt < 30 && !code; attempt += 1) {
    const outbox = await json(await fetch(`${baseUrl}/api/dev/sms?msisdn=${msisdn}`));
    code = outbox.data?.[0]?.text.match(/(?<!\d)\d{4,8}(?!\d)/)?.[0] ?? null;
    if (!code) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!code)
    throw new Error('No code in the dev SMS outbox (is the server running with NODE_ENV=production?)');
  const confirmed = await json(
    await fetch(`${baseUrl}/api/client/confirm/otp`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ msisdn, otp: code }),
    }),
  );
  if (confirmed.Code !== 50) return confirmed.access_token;
  const plan = confirmed.SubscriptionsList[0];
  const created = await json(
    await fetch(`${baseUrl}/api/client/create/subscriber`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ msisdn, uuid: plan.uuid }),
    }),
  );
  return created.access_token;
}

async function measure(target, lighthouse, puppeteer) {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROME_FLAGS,
    headless: true,
  });
  try {
    const page = await browser.newPage();
    if (target.token) {
      // The token lives in local storage under client-token (docs/product.md#session-keys). Set it from a
      // file of the same origin that runs no portal code, then let Lighthouse load the screen cold.
      await page.goto(`${baseUrl}/favicon.svg`);
      await page.evaluate((value) => localStorage.setItem('client-token', value), target.token);
    }
    const result = await lighthouse(
      `${baseUrl}${target.path}`,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(TARGETS),
        // Keep the token set above; the browser profile is new, so nothing else is cached.
        disableStorageReset: Boolean(target.token),
      },
      undefined,
      page,
    );
    if (saveDir && result) {
      mkdirSync(saveDir, { recursive: true });
      writeFileSync(path.join(saveDir, `${target.name.replace(/\W+/g, '-')}.json`), result.report);
    }
    const lhr = result?.lhr;
    const scores = Object.fromEntries(
      Object.keys(TARGETS).map((key) => [key, Math.round((lhr?.categories[key]?.score ?? 0) * 100)]),
    );
    const failing = Object.values(lhr?.audits ?? {})
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id);
    return {
      ...target,
      scores,
      failing,
      error: lhr?.runtimeError?.code ?? null,
      lcp: lhr?.audits['largest-contentful-paint']?.displayValue,
      tbt: lhr?.audits['total-blocking-time']?.displayValue,
      // Lighthouse's measure of this machine's speed (a quiet desktop scores about 1,000 to
      // 2,000). The mobile preset multiplies the CPU work it observes by 4, so on a loaded
      // machine the same page scores as if on a far slower phone: read the scores with it.
      benchmarkIndex: Math.round(lhr?.environment.benchmarkIndex ?? 0),
    };
  } finally {
    await browser.close();
  }
}

async function runLighthouse() {
  const { default: lighthouse } = await import('lighthouse');
  const { default: puppeteer } = await import('puppeteer-core');
  const token = await signIn();
  const pages = [
    { name: 'landing (guest)', path: '/', token: null },
    { name: 'client.home', path: '/client/home', token },
    { name: 'client.currencyConverter', path: '/client/currencyConverter', token },
    { name: 'client.news', path: '/client/news', token },
  ];
  const results = [];
  for (const target of pages) {
    // A trace that Chrome failed to record (NO_NAVSTART and friends) is retried once.
    let row = await measure(target, lighthouse, puppeteer);
    if (row.error) row = await measure(target, lighthouse, puppeteer);
    results.push(row);
  }
  console.log(`\nLighthouse 12 (mobile preset, simulated throttling) against ${baseUrl}:`);
  for (const row of results) {
    const verdict = Object.entries(TARGETS)
      .map(([key, target]) => `${key} ${row.scores[key]}${row.scores[key] >= target ? '' : ` (<${target})`}`)
      .join(', ');
    console.log(
      `  ${row.name.padEnd(26)} ${verdict}; LCP ${row.lcp}, TBT ${row.tbt}, benchmarkIndex ${row.benchmarkIndex}` +
        (row.error ? `, error ${row.error}` : ''),
    );
    if (row.failing.length) console.log(`  ${''.padEnd(26)} failing audits: ${row.failing.join(', ')}`);
  }
  return results;
}

reportSize();
if (!sizeOnly) await runLighthouse();
