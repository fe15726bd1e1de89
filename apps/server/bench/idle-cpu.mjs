// The CPU an idle server uses: `npm start`'s process (API and worker, embedded PGlite) with nobody
// calling it, so only its job queue and scheduled sweeps run. Starts the built server on a fresh
// new DATA_DIR (seeded at start), lets it settle, then reads the process's CPU
// time (user + system, every thread, from /proc) over `--seconds` (default 120, so every-minute
// sweeps are in), and prints milliseconds of CPU per second of wall time.
//
//   npm run build && node apps/server/bench/idle-cpu.mjs [--seconds 120] [--settle 20]
//                                                       [--server apps/server/dist/server.js]
//
// Linux only (/proc). The server is pinned to core 0 with taskset when it is installed, as in the
// portal's measurements (docs/benchmarks.md), and listens on port 3199.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandLine } from '../../../scripts/lib/command-line.mjs';
import { processCpuMs } from '../../../scripts/lib/process-cpu.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const { option } = commandLine();
const seconds = Number(option('--seconds', '120'));
const settle = Number(option('--settle', '20'));
const server = path.resolve(root, option('--server', 'apps/server/dist/server.js'));
const port = 3199;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sarraf-idle-'));
const pinned = spawnSync('taskset', ['--version']).status === 0;
const [command, args] = pinned ? ['taskset', ['-c', '0', 'node', server]] : ['node', [server]];
const child = spawn(command, args, {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (let waited = 0; ; waited += 250) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (waited > 180_000 || child.exitCode !== null) throw new Error('the server did not start');
    await sleep(250);
  }
  await sleep(settle * 1000);
  const before = processCpuMs(child.pid);
  await sleep(seconds * 1000);
  const used = processCpuMs(child.pid) - before;
  console.log(
    JSON.stringify({
      seconds,
      cpuMs: Math.round(used),
      cpuMsPerSecond: Math.round((used / seconds) * 10) / 10,
    }),
  );
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
  rmSync(dataDir, { recursive: true, force: true });
}
