// The memory of `npm start` on a first start: the built server (API and worker, embedded PGlite) on
// a brand-new DATA_DIR, so it migrates, seeds and starts its queues as a newcomer's does. Samples
// the process's resident memory from /proc every 100 ms, and prints VmRSS `--after` seconds (60)
// after the first 200 from /api/ready, and VmHWM (the peak) by then, beside the budgets: 250 MB
// resident, 500 MB at the peak (docs/benchmarks.md). The server runs on the Node running this
// script, so the same command under another Node compares runtimes.
//
//   npm run build && node apps/server/bench/first-start-memory.mjs [--after 60]
//                                                                  [--server apps/server/dist/server.js]
//
// Linux only (/proc). Pinned to core 0 with taskset when it is installed; listens on port 3198.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandLine } from '../../../scripts/lib/command-line.mjs';

const RSS_BUDGET_MB = 250;
const PEAK_BUDGET_MB = 500;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const { option } = commandLine();
const after = Number(option('--after', '60'));
const server = path.resolve(root, option('--server', 'apps/server/dist/server.js'));
const port = 3198;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** VmRSS and VmHWM of a process, in MB. */
function memoryMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sarraf-memory-'));
const pinned = spawnSync('taskset', ['--version']).status === 0;
const [command, args] = pinned
  ? ['taskset', ['-c', '0', process.execPath, server]]
  : [process.execPath, [server]];
const started = performance.now();
const child = spawn(command, args, {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (let waited = 0; ; waited += 250) {
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) break;
    if (waited > 300_000 || child.exitCode !== null) throw new Error('the server did not get ready');
    await sleep(250);
  }
  const readyS = (performance.now() - started) / 1000;
  await sleep(after * 1000);
  const { rss, hwm } = memoryMb(child.pid);
  const round = (mb) => Math.round(mb * 10) / 10;
  console.log(
    JSON.stringify({
      node: process.version,
      readySeconds: round(readyS),
      afterSeconds: after,
      rssMb: round(rss),
      peakMb: round(hwm),
      budgets: { rssMb: RSS_BUDGET_MB, peakMb: PEAK_BUDGET_MB },
      within: rss <= RSS_BUDGET_MB && hwm <= PEAK_BUDGET_MB,
    }),
  );
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
  rmSync(dataDir, { recursive: true, force: true });
}
