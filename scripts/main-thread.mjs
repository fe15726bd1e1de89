// Where a cold load's main-thread time goes (docs/benchmarks.md#portal-main-thread): each screen is
// loaded in a new browser with an empty cache, traced, and for the page's main thread it prints
// the busy time (wall clock and CPU), the CPU time of style, layout, paint and module evaluation,
// the longest task, the tasks after the first paint that Lighthouse's mobile preset would count as
// blocking (over 50 ms once multiplied by 4, as its simulated CPU does), and what the page's first
// `new Intl.NumberFormat` cost.
//
//   node scripts/main-thread.mjs [--base-url http://127.0.0.1:3000] [--runs 5] [--only home,news]
//
// Against a running portal (`npm start`). Wall time above CPU time is time the thread waited for a
// core: on a 2-core machine the browser's other processes take turns with it, which is why the same
// build scores so differently from one Lighthouse run to the next. Pin the server to one core
// (`taskset -c 0 npm start`) and leave the browser unpinned, as for scripts/portal-budget.mjs.
// The browser is Debian's headless shell when installed (docs/benchmarks.md#the-measuring-browser);
// CHROME_PATH picks another.
/* global window */ // in the page
import puppeteer from 'puppeteer-core';
import { budgetScreens } from './lib/budget-screens.mjs';
import { launchOptions, measuringBrowserLine } from './lib/chromium.mjs';
import { commandLine, portalUrl } from './lib/command-line.mjs';
import { signInNewNumber } from './lib/dev-sign-in.mjs';
import { median } from './lib/median.mjs';

const { option } = commandLine();
const baseUrl = portalUrl(option);
const runs = Math.max(1, Number(option('--runs', '5')) || 5);
const only = option('--only', '')
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'loading',
  'blink.user_timing',
];

/** In the page, before its first script: records what the first Intl.NumberFormat took. */
function watchFirstNumberFormat() {
  const NumberFormat = Intl.NumberFormat;
  window.__firstNumberFormatMs = null;
  Intl.NumberFormat = function (...formatArgs) {
    const start = performance.now();
    const format = new NumberFormat(...formatArgs);
    window.__firstNumberFormatMs ??= performance.now() - start;
    return format;
  };
  Intl.NumberFormat.prototype = NumberFormat.prototype;
  Intl.NumberFormat.supportedLocalesOf = NumberFormat.supportedLocalesOf;
}

const ms = (microseconds) => microseconds / 1000;

async function measure(path, token) {
  const browser = await puppeteer.launch(launchOptions());
  try {
    const page = await browser.newPage();
    // A phone's viewport, as Lighthouse's mobile preset.
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    if (token) {
      // The token lives in local storage under client-token (docs/product.md#session-keys).
      await page.goto(`${baseUrl}/favicon.svg`);
      await page.evaluate((value) => window.localStorage.setItem('client-token', value), token);
    }
    await page.evaluateOnNewDocument(watchFirstNumberFormat);
    await page.tracing.start({ categories: TRACE_CATEGORIES });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle0' });
    const firstNumberFormatMs = await page.evaluate(() => window.__firstNumberFormatMs);
    const events = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8')).traceEvents;
    const navigation = events
      .filter(
        (event) =>
          event.name === 'navigationStart' &&
          (event.args?.data?.documentLoaderURL ?? '').startsWith(`${baseUrl}${path}`),
      )
      .at(-1);
    if (!navigation) throw new Error(`the trace has no navigation to ${path}`);
    const main = events.filter(
      (event) =>
        event.pid === navigation.pid &&
        event.tid === navigation.tid &&
        event.ph === 'X' &&
        event.ts >= navigation.ts,
    );
    const firstPaint = events.find(
      (event) => event.pid === navigation.pid && event.name === 'firstContentfulPaint',
    );
    const cpuOf = (name) =>
      main
        .filter((event) => event.name === name)
        .reduce((sum, event) => sum + ms(event.tdur ?? event.dur), 0);
    const tasks = main.filter((event) => event.name === 'RunTask');
    const blocking = tasks
      .filter((task) => firstPaint && task.ts >= firstPaint.ts)
      .reduce((sum, task) => sum + Math.max(0, 4 * ms(task.dur) - 50), 0);
    return {
      wall: tasks.reduce((sum, task) => sum + ms(task.dur), 0),
      cpu: tasks.reduce((sum, task) => sum + ms(task.tdur ?? task.dur), 0),
      style: cpuOf('UpdateLayoutTree'),
      layout: cpuOf('Layout'),
      paint: cpuOf('Paint'),
      evaluate: cpuOf('v8.evaluateModule'),
      longest: Math.max(0, ...tasks.map((task) => ms(task.dur))),
      blocking,
      // NaN when the load made no NumberFormat.
      firstNumberFormat: firstNumberFormatMs ?? NaN,
    };
  } finally {
    await browser.close();
  }
}

const token = await signInNewNumber(baseUrl);
const screens = budgetScreens(token).filter(
  (screen) => only.length === 0 || only.some((word) => screen.name.includes(word)),
);

const columns = [
  ['wall', 'busy ms (wall)'],
  ['cpu', 'busy ms (CPU)'],
  ['style', 'style'],
  ['layout', 'layout'],
  ['paint', 'paint'],
  ['evaluate', 'module eval'],
  ['longest', 'longest task'],
  ['blocking', 'blocking x4'],
  ['firstNumberFormat', 'first NumberFormat'],
];
const results = screens.map((screen) => ({ ...screen, rows: [] }));
// Runs interleave the screens, so that a burst of load on a shared machine does not fall on one.
for (let run = 1; run <= runs; run += 1)
  for (const result of results) {
    const row = await measure(result.path, result.token);
    result.rows.push(row);
    console.log(
      `  ${result.name} run ${run}: ${columns.map(([key, label]) => `${label} ${row[key].toFixed(1)}`).join(', ')}`,
    );
  }
console.log(
  `\nMain thread of a cold load against ${baseUrl}, median of ${runs} run(s) (ms; style to paint are CPU); ` +
    measuringBrowserLine(),
);
console.log(`  ${'screen'.padEnd(26)}${columns.map(([, label]) => label.padStart(19)).join('')}`);
for (const result of results)
  console.log(
    `  ${result.name.padEnd(26)}${columns
      .map(([key]) =>
        median(result.rows.map((row) => row[key]))
          .toFixed(1)
          .padStart(19),
      )
      .join('')}`,
  );
