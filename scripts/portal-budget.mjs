// The portal's budgets (docs/benchmarks.md), measured, not asserted:
//   1. the first visit to `/`: everything the page downloads before its first render (the entry,
//      every modulepreload, the stylesheets, their static imports, inline scripts and styles), each
//      gzipped on its own, KB of 1,024 bytes, against 75 KB; one row per file and the total;
//   2. Lighthouse mobile scores (performance, accessibility, best practices) of the landing page,
//      client.home, the converter and the news against a running server, `--runs N` times each
//      (the budget: performance >= 95 on 5 runs out of 5), each run's score and the min/median.
// It builds nothing: run `npm run build` (or `npm start`) first. The size is measured on the page
// the server at the base URL answers for `/` when one runs (it writes the rates teaser in), else on
// the build's index.html with the landing's preloads.
//
//   node scripts/portal-budget.mjs [--base-url http://127.0.0.1:3000] [--size-only] [--runs 5]
//                                  [--dist apps/web/dist] [--save DIR] [--only home,news]
//
// The subscriber screens need a token: the script signs a new number in through the API and reads
// the code from the dev SMS outbox (`GET /api/dev/sms`, so the server must not run with
// NODE_ENV=production). The browser is Debian's headless shell when installed
// (docs/benchmarks.md#the-measuring-browser); CHROME_PATH picks another.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { budgetScreens } from './lib/budget-screens.mjs';
import { measuringBrowserLine } from './lib/chromium.mjs';
import { commandLine, portalUrl } from './lib/command-line.mjs';
import { signInNewNumber } from './lib/dev-sign-in.mjs';
import { LIGHTHOUSE_TARGETS as TARGETS, runLighthouse } from './lib/lighthouse-run.mjs';
import { median } from './lib/median.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { option, flag } = commandLine();
const distDir = path.resolve(root, option('--dist', 'apps/web/dist'));
const baseUrl = portalUrl(option);
const sizeOnly = flag('--size-only');
// --runs N: Lighthouse runs per screen (the budget asks for 5 out of 5).
const runs = Math.max(1, Number(option('--runs', '1')) || 1);
// --save DIR writes each Lighthouse report (JSON) there, for a closer look.
const saveDir = option('--save', null);
// --only a,b keeps the screens whose name contains one of the words (e.g. `--only home,news`).
const only = option('--only', '')
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);

const BUDGET_KB = 75;

const gzip = (content) => gzipSync(content, { level: 9 }).length;
// KB of 1,024 bytes (docs/benchmarks.md#the-first-visit-measure).
const kb = (bytes) => (bytes / 1024).toFixed(1);

const attribute = (tag, name) =>
  tag.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i'))?.[1] ?? null;

/**
 * index.html as the server answers it for `/`: dist/index.html with the landing route's preloads
 * from dist/route-preloads.json, added exactly as apps/server/src/plugins/portal-pages.ts adds them.
 */
export function firstVisitPage(dir) {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const preloadsFile = path.join(dir, 'route-preloads.json');
  if (!existsSync(preloadsFile)) return html;
  const landing = JSON.parse(readFileSync(preloadsFile, 'utf8')).find((route) => route.path === '/');
  if (!landing) return html;
  const links = [
    ...landing.scripts.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`),
    ...landing.styles.map((url) => `<link rel="preload" as="style" crossorigin href="${url}">`),
  ];
  return links.length ? html.replace('</head>', `${links.join('\n')}\n</head>`) : html;
}

/**
 * Everything a first visit to `/` downloads before its first render (docs/benchmarks.md#the-first-visit-measure):
 * the entry script(s), every `<link rel="modulepreload">`, every stylesheet (linked or preloaded as
 * a style), and transitively their static imports (`import … from`, `import "…"`, `export … from`,
 * CSS `@import`), plus the contents of every inline `<script>` and `<style>`. Nothing is left out:
 * a file that a tag names but the build lacks is an error, not a zero. Returns one row per item,
 * each gzipped on its own (-9).
 */
export function firstVisitAssets(dir, html = firstVisitPage(dir)) {
  const rows = [];
  const seen = new Set();
  const fileOf = (url) => {
    const file = path.join(dir, new URL(url, 'http://portal/').pathname.replace(/^\//, ''));
    if (!existsSync(file)) throw new Error(`index.html names ${url}, which is not in ${dir}`);
    return file;
  };
  const visit = (url, kind) => {
    const pathname = new URL(url, 'http://portal/').pathname;
    if (seen.has(pathname)) return;
    seen.add(pathname);
    const content = readFileSync(fileOf(pathname));
    rows.push({ item: pathname.replace(/^\//, ''), kind, raw: content.length, gzip: gzip(content) });
    const source = content.toString('utf8');
    const imports = pathname.endsWith('.css')
      ? [...source.matchAll(/@import\s+(?:url\()?\s*["']?([^"')\s;]+)/g)].map((m) => m[1])
      : // Static only: `import{a}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`; never `import("./x.js")`.
        [...source.matchAll(/(?:\bfrom\s*|\bimport\s*)["']([^"']+\.(?:js|mjs|css))["']/g)].map((m) => m[1]);
    for (const imported of imports)
      visit(
        new URL(imported, `http://portal${pathname}`).pathname,
        `static import of ${path.posix.basename(pathname)}`,
      );
  };

  const head = (kind, url) => url && visit(url, kind);
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    const src = attribute(` ${attributes}`, 'src');
    if (src) head('entry script', src);
    else if (body.trim()) {
      const content = Buffer.from(body);
      rows.push({
        item: `inline <script${attributes}>`,
        kind: 'inline script',
        raw: content.length,
        gzip: gzip(content),
      });
    }
  }
  for (const match of html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/gi)) {
    const content = Buffer.from(match[2]);
    rows.push({
      item: `inline <style${match[1]}>`,
      kind: 'inline style',
      raw: content.length,
      gzip: gzip(content),
    });
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const as = (attribute(tag, 'as') ?? '').toLowerCase();
    const href = attribute(tag, 'href');
    if (rel.includes('modulepreload')) head('modulepreload', href);
    else if (rel.includes('stylesheet')) head('stylesheet', href);
    else if (rel.includes('preload') && (as === 'style' || as === 'script')) head(`preload as ${as}`, href);
  }
  return rows;
}

/** What the first visit's page also fetches early but the measure does not count: data, the page. */
function firstVisitExtras(dir, html) {
  const extras = [{ item: 'the document (index.html as served for /)', gzip: gzip(Buffer.from(html)) }];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(tag, 'rel') ?? '').toLowerCase();
    const as = (attribute(tag, 'as') ?? '').toLowerCase();
    if (rel === 'preload' && as !== 'style' && as !== 'script')
      extras.push({
        item: `preload as ${as || '?'}: ${attribute(tag, 'href')} (answered by the API)`,
        gzip: null,
      });
  }
  return extras;
}

/**
 * The page a first visit to `/` gets: the running server's answer when one answers at the base URL
 * (it writes the landing's rates teaser in), else the build's, composed as the server would
 * (without the teaser, which only a server can write).
 */
async function firstVisitHtml() {
  try {
    const response = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(3_000) });
    if (response.ok) return { html: await response.text(), from: `${baseUrl}/ (as served)` };
  } catch {
    // No server: the build's page below.
  }
  return {
    html: firstVisitPage(distDir),
    from: `${path.relative(root, distDir)}/index.html + the landing's preloads (no server at ${baseUrl}: without the rates teaser the server writes in)`,
  };
}

async function reportSize() {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.error(`No build at ${distDir}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const { html, from } = await firstVisitHtml();
  console.log(`The page: ${from}`);
  const rows = firstVisitAssets(distDir, html);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  console.log('First visit to / before its first render (each item gzip -9 on its own; KB = 1,024 bytes):');
  console.log(`  ${'gzip KB'.padStart(8)} ${'raw KB'.padStart(8)}  item (why it is loaded)`);
  for (const row of [...rows].sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${kb(row.gzip).padStart(8)} ${kb(row.raw).padStart(8)}  ${row.item} (${row.kind})`);
  console.log(
    `  ${kb(total).padStart(8)} KB in ${rows.length} items (budget ${BUDGET_KB} KB: ${total <= BUDGET_KB * 1024 ? 'met' : 'NOT met'})`,
  );
  console.log('Also fetched early, not in the measure:');
  for (const extra of firstVisitExtras(distDir, html))
    console.log(
      `  ${extra.gzip === null ? ''.padStart(8) : kb(extra.gzip).padStart(8)}           ${extra.item}`,
    );
  return total;
}

async function measureScreens() {
  const token = await signInNewNumber(baseUrl);
  const results = budgetScreens(token)
    .filter((target) => only.length === 0 || only.some((word) => target.name.includes(word)))
    .map((target) => ({ ...target, runs: [] }));
  // Runs interleave the screens (1 2 3 4, 1 2 3 4, …) so that a burst of load on a shared machine
  // does not fall on one screen's runs only.
  for (let run = 1; run <= runs; run += 1) {
    for (const result of results) {
      const name = `${result.name} run ${run}`;
      const row = {
        name,
        ...(await runLighthouse({
          url: `${baseUrl}${result.path}`,
          token: result.token,
          saveAs: saveDir ? path.join(saveDir, `${name.replace(/\W+/g, '-')}.json`) : null,
        })),
      };
      result.runs.push(row);
      // As it comes, so that a long session on a busy machine shows its progress.
      console.log(`  ${row.name}: performance ${row.scores.performance}, LCP ${row.lcp}, TBT ${row.tbt}`);
    }
  }
  console.log(
    `\nLighthouse 12 (mobile preset, simulated throttling) against ${baseUrl}, ${runs} run(s) per screen; ` +
      measuringBrowserLine(),
  );
  for (const result of results) {
    const performance = result.runs.map((row) => row.scores.performance);
    const met = performance.filter((score) => score >= TARGETS.performance).length;
    console.log(
      `  ${result.name.padEnd(26)} performance ${performance.join(' ')}: min ${Math.min(...performance)}, ` +
        `median ${median(performance)}, ${met}/${runs} runs >= ${TARGETS.performance}`,
    );
    for (const row of result.runs) {
      const others = Object.keys(TARGETS)
        .filter((key) => key !== 'performance')
        .map(
          (key) => `${key} ${row.scores[key]}${row.scores[key] >= TARGETS[key] ? '' : ` (<${TARGETS[key]})`}`,
        )
        .join(', ');
      console.log(
        `    ${row.name.padEnd(34)} perf ${String(row.scores.performance).padStart(3)}, ${others}; LCP ${row.lcp}, ` +
          `TBT ${row.tbt}, benchmarkIndex ${row.benchmarkIndex}` +
          (row.error ? `, error ${row.error}` : '') +
          (row.failing.length ? `; failing audits: ${row.failing.join(', ')}` : ''),
      );
    }
  }
  return results;
}

await reportSize();
if (!sizeOnly) await measureScreens();
