// The landing page on a slow mobile link (docs/benchmarks.md#the-landing-page-on-a-slow-link): how
// long after navigation a rate of the rates teaser is on screen, with LCP and the bytes moved.
//
//   node scripts/slow-link.mjs [--base-url http://127.0.0.1:3000] [--runs 5] [--link edge|3g|both]
//                              [--timeout 30000]
//
// Each run is a new browser (docs/benchmarks.md#the-measuring-browser, CHROME_PATH to change it)
// with an empty cache and no service worker, throttled through the DevTools protocol
// (`Network.emulateNetworkConditions`, applied before the navigation starts):
//   edge: 250 kbps down (31,250 B/s), 50 kbps up, 300 ms round trip (DevTools' "Regular 2G");
//   3g:   750 kbps down (93,750 B/s), 250 kbps up, 200 ms round trip.
// The CPU is not throttled. On a shared machine pin the browser and the server to different cores,
// e.g. `taskset -c 0 npm start` and `taskset -c 1 node scripts/slow-link.mjs` (Chromium inherits
// the affinity); the load average is printed with the figures.
//
// "Rate shown" is the first animation frame in which, inside the teaser
// (`section[aria-labelledby="teaser-title"]`), a buy or sell figure (`dd`) whose text is a number
// with two decimals (Latin or Arabic-Indic digits) is laid out with a non-empty box,
// `visibility: visible`, and `document.elementFromPoint` at the centre of that box is the figure
// itself (or inside it): not the loading overlay, nor anything else painted over it. The check runs
// in the page on every animation frame from before the first script; its time is the frame's
// timestamp, milliseconds after the navigation started. The viewport is 412 × 2,000 CSS pixels, so
// that the teaser lies inside it on a phone-width layout (elementFromPoint sees only the viewport).
/* global window, document, getComputedStyle, requestAnimationFrame */ // in the page
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, measuringBrowserLine, measuringChromePath } from './lib/chromium.mjs';
import { commandLine, portalUrl } from './lib/command-line.mjs';
import { median } from './lib/median.mjs';

const { option, flag } = commandLine();
const baseUrl = portalUrl(option);
const runs = Math.max(1, Number(option('--runs', '5')) || 5);
// --waterfall prints each request of each run: when it started and ended, its bytes.
const waterfall = flag('--waterfall');
const timeoutMs = Math.max(1_000, Number(option('--timeout', '30000')) || 30_000);
const LINKS = {
  edge: { name: 'EDGE 250 kbps / 300 ms', down: 31_250, up: 6_250, latency: 300 },
  '3g': { name: '750 kbps / 200 ms', down: 93_750, up: 31_250, latency: 200 },
};
const linkOption = option('--link', 'both');
const links = linkOption === 'both' ? Object.values(LINKS) : [LINKS[linkOption]];
if (links.some((link) => !link)) {
  console.error(`--link must be one of ${Object.keys(LINKS).join(', ')}, both`);
  process.exit(1);
}

/** Runs in the page before its own scripts: watches every frame for a painted rate. */
function watchForRate() {
  const figure = /^[\d\u0660-\u0669][\d\u0660-\u0669,\u066c]*[.\u066b][\d\u0660-\u0669]{2}$/;
  const isShown = (element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    if (getComputedStyle(element).visibility !== 'visible') return false;
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (top === element || element.contains(top));
  };
  window.__rateShown = null;
  const check = (frameTime) => {
    const figures = document.querySelectorAll('section[aria-labelledby="teaser-title"] dd');
    for (const element of figures) {
      const text = (element.textContent ?? '').replace(/[\s\u200e\u200f\u061c]/g, '');
      if (figure.test(text) && isShown(element)) {
        window.__rateShown = { at: frameTime, text };
        return;
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
  window.__lcp = null;
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) window.__lcp = { at: last.startTime, element: last.element?.tagName ?? null };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function measure(link) {
  const browser = await chromium.launch({
    executablePath: measuringChromePath(),
    args: CHROME_FLAGS,
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 2_000 },
      locale: 'ar',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.addInitScript(watchForRate);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: link.latency,
      downloadThroughput: link.down,
      uploadThroughput: link.up,
    });
    const finished = [];
    const requests = new Map();
    cdp.on('Network.requestWillBeSent', (event) =>
      requests.set(event.requestId, { url: event.request.url, start: Date.now() }),
    );
    cdp.on('Network.loadingFinished', (event) => {
      finished.push({ at: Date.now(), bytes: event.encodedDataLength });
      const request = requests.get(event.requestId);
      if (request) Object.assign(request, { end: Date.now(), bytes: event.encodedDataLength });
    });
    cdp.on('Network.loadingFailed', (event) => {
      const request = requests.get(event.requestId);
      if (request) Object.assign(request, { end: Date.now(), bytes: 0 });
    });
    const started = Date.now();
    await page.goto(`${baseUrl}/`, { waitUntil: 'commit', timeout: timeoutMs });
    const shown = await page
      .waitForFunction(() => window.__rateShown, undefined, { timeout: timeoutMs, polling: 50 })
      .then((handle) => handle.jsonValue())
      .catch(() => null);
    const shownWall = Date.now();
    // Whatever else the page loads on its own (the API client, the plans, the font for the next
    // visit…): until no request has been in flight for 2 s. (Playwright's `networkidle` may have
    // been reached already, in a pause while the page's scripts ran.)
    const quietSince = () => {
      const open = [...requests.values()].filter((request) => request.end === undefined);
      if (open.length > 0) return Date.now();
      return Math.max(shownWall, ...[...requests.values()].map((request) => request.end ?? 0));
    };
    while (Date.now() - quietSince() < 2_000 && Date.now() - shownWall < timeoutMs) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const lcp = await page.evaluate(() => window.__lcp);
    if (waterfall) {
      for (const request of [...requests.values()].sort((a, b) => a.start - b.start))
        console.log(
          `      ${String(request.start - started).padStart(6)} → ${String(request.end ? request.end - started : '…').padStart(6)} ms ` +
            `${String(request.bytes ?? '').padStart(7)} B  ${request.url.replace(baseUrl, '')}`,
        );
    }
    const bytes = (until) =>
      finished.filter((item) => item.at <= until).reduce((sum, item) => sum + item.bytes, 0);
    return {
      shownMs: shown ? Math.round(shown.at) : null,
      text: shown?.text ?? null,
      lcpMs: lcp ? Math.round(lcp.at) : null,
      lcpElement: lcp?.element ?? null,
      bytesUntilShown: bytes(shownWall),
      bytesTotal: bytes(Date.now()),
      // When the last response the page had before the rate showed arrived: the network's share
      // of the wait (the rest is the browser's work on a loaded CPU).
      lastByteMs: Math.max(
        0,
        ...[...requests.values()]
          .filter((r) => r.end !== undefined && r.end <= shownWall)
          .map((r) => r.end - started),
      ),
      wallMs: shownWall - started,
    };
  } finally {
    await browser.close();
  }
}

const seconds = (ms) => (ms === null ? 'never' : `${(ms / 1000).toFixed(2)} s`);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const load = () => {
  try {
    return execFileSync('uptime', { encoding: 'utf8' })
      .trim()
      .replace(/^.*load average:\s*/, '');
  } catch {
    return '?';
  }
};

console.log(
  `Landing page ${baseUrl}/, ${runs} run(s) per link, empty cache; load average ${load()}; ${measuringBrowserLine()}`,
);
for (const link of links) {
  const rows = [];
  for (let run = 1; run <= runs; run += 1) {
    const row = await measure(link);
    rows.push(row);
    console.log(
      `  ${link.name} run ${run}: rate shown ${seconds(row.shownMs)}${row.text ? ` ("${row.text}")` : ''}, ` +
        `LCP ${seconds(row.lcpMs)} (${row.lcpElement ?? '-'}), its last byte in at ${seconds(row.lastByteMs)}, ` +
        `moved ${kb(row.bytesUntilShown)} until shown, ` +
        `${kb(row.bytesTotal)} in all`,
    );
  }
  const shown = rows.map((row) => row.shownMs ?? Infinity);
  const lcps = rows.map((row) => row.lcpMs ?? Infinity);
  console.log(
    `  ${link.name}: rate shown median ${seconds(median(shown))}, max ${seconds(Math.max(...shown))}; ` +
      `LCP median ${seconds(median(lcps))}, max ${seconds(Math.max(...lcps))}; ` +
      `last byte before it median ${seconds(median(rows.map((row) => row.lastByteMs)))}; ` +
      `moved until shown median ${kb(median(rows.map((row) => row.bytesUntilShown)))}; load average ${load()}`,
  );
}
