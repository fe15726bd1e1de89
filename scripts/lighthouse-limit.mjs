// Lighthouse on the portal's screens side by side with the limit of its stack, in one run
// (docs/benchmarks.md#lighthouse-against-the-limit). The limit is apps/web/bench/limit: the
// portal's stylesheet, the data router with one lazy route, TanStack Query and axios asking for the
// currency list, and one table, nothing else. It is measured bare and with the portal's first paint
// before any script (the boot overlay), and with `--without-overlay` the portal's screens are
// measured again without that paint. On a machine where the limit itself misses a score, no screen
// of the portal can be expected to make it.
//
//   node scripts/lighthouse-limit.mjs [--base-url http://127.0.0.1:3000] [--runs 5] [--port 3100]
//                                     [--without-overlay] [--only limit,home]
//
// Against a running portal (`npm start`, pinned as for portal-budget.mjs: `taskset -c 0 npm start`),
// which must not run with NODE_ENV=production (the client screens need a number signed in through
// the dev SMS outbox). Builds the limit app into a temporary directory and serves it, and the
// portal's pages without the overlay, from a process of its own on --port. The browser is the
// measuring one (docs/benchmarks.md#the-measuring-browser); CHROME_PATH picks another.
import { execFileSync, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.mjs';
import { budgetScreens } from './lib/budget-screens.mjs';
import { measuringBrowserLine } from './lib/chromium.mjs';
import { commandLine, portalUrl } from './lib/command-line.mjs';
import { signInNewNumber } from './lib/dev-sign-in.mjs';
import { LIGHTHOUSE_TARGETS, runLighthouse } from './lib/lighthouse-run.mjs';
import { median } from './lib/median.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { option, flag } = commandLine();
const baseUrl = portalUrl(option);
const runs = Math.max(1, Number(option('--runs', '5')) || 5);
const port = Number(option('--port', '3100'));
const limitUrl = `http://127.0.0.1:${port}`;
const only = option('--only', '')
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);

const outDir = mkdtempSync(path.join(tmpdir(), 'sarraf-limit-'));
execFileSync(
  process.execPath,
  [
    path.join(root, 'node_modules/vite/bin/vite.js'),
    'build',
    '--config',
    path.join(root, 'apps/web/bench/limit/vite.config.ts'),
    '--outDir',
    outDir,
    '--logLevel',
    'warn',
  ],
  { cwd: path.join(root, 'apps/web'), stdio: 'inherit' },
);
await precompress(outDir);

const server = fork(path.join(root, 'scripts/lib/limit-server.mjs'), [outDir, String(port), baseUrl]);
await new Promise((resolve, reject) => {
  server.once('message', resolve);
  server.once('exit', (code) => reject(new Error(`the limit server stopped (exit ${code})`)));
});

try {
  const token = await signInNewNumber(baseUrl);
  const screens = budgetScreens(token);
  const targets = [
    { name: 'limit', url: `${limitUrl}/limit/` },
    { name: 'limit + overlay', url: `${limitUrl}/limit/?overlay` },
    ...screens.map((screen) => ({ name: screen.name, url: `${baseUrl}${screen.path}`, token: screen.token })),
    ...(flag('--without-overlay')
      ? screens.map((screen) => ({
          name: `${screen.name} - overlay`,
          url: `${limitUrl}${screen.path}`,
          token: screen.token,
        }))
      : []),
  ]
    .filter((target) => only.length === 0 || only.some((word) => target.name.includes(word)))
    .map((target) => ({ ...target, runs: [] }));

  const categories = { performance: LIGHTHOUSE_TARGETS.performance };
  // Interleaved (every target once, then again), so that a change in the machine's load falls on
  // all of them alike.
  for (let run = 1; run <= runs; run += 1)
    for (const target of targets) {
      const row = await runLighthouse({ url: target.url, token: target.token, categories });
      target.runs.push(row);
      console.log(
        `  ${target.name} run ${run}: performance ${row.scores.performance}, FCP ${row.fcp}, LCP ${row.lcp}, ` +
          `TBT ${row.tbt}, benchmarkIndex ${row.benchmarkIndex}${row.error ? `, error ${row.error}` : ''}`,
      );
    }

  const indexes = targets.flatMap((target) => target.runs.map((row) => row.benchmarkIndex));
  console.log(
    `\nLighthouse 12 (mobile preset), ${runs} run(s) each, interleaved; benchmarkIndex ` +
      `${Math.min(...indexes)}-${Math.max(...indexes)} (median ${median(indexes)}); ${measuringBrowserLine()}:`,
  );
  console.log(`  ${'page'.padEnd(26)}${'performance'.padEnd(34)}${'>= 95'.padEnd(8)}median TBT`);
  for (const target of targets) {
    const scores = target.runs.map((row) => row.scores.performance);
    const met = scores.filter((score) => score >= LIGHTHOUSE_TARGETS.performance).length;
    console.log(
      `  ${target.name.padEnd(26)}${`${scores.join(' ')} (median ${median(scores)})`.padEnd(34)}` +
        `${`${met}/${runs}`.padEnd(8)}${Math.round(median(target.runs.map((row) => row.tbtMs)))} ms`,
    );
  }
} finally {
  server.kill();
  rmSync(outDir, { recursive: true, force: true });
}
