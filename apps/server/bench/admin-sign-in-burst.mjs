/**
 * Memory and latency under a burst of back-office sign-in attempts (docs/security.md, "Back-office
 * sign-in"): starts the production build on a fresh DATA_DIR, fires `--burst` (30) parallel
 * `POST /api/admin/session` with a wrong password, and meanwhile reads `GET /api/client/currencies`
 * (Accept-Language: ar) in a loop. Reports the server's peak RSS (VmHWM from /proc) and the median
 * and p99 of the public read before and during the burst, and the statuses of the burst.
 *
 *   npm run build -w @sarraf/server && node apps/server/bench/admin-sign-in-burst.mjs
 *   node apps/server/bench/admin-sign-in-burst.mjs --burst 30 --emails same
 *   node apps/server/bench/admin-sign-in-burst.mjs --server /elsewhere/apps/server/dist/server.js
 *
 * `--emails same` aims every attempt at the first admin (the lockout answers after five);
 * `distinct` (the default) uses a new unknown address per attempt, so each one needs a hash.
 * Linux only (reads /proc/<pid>/status).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    burst: { type: 'string', default: '30' },
    emails: { type: 'string', default: 'distinct' },
    port: { type: 'string', default: '3917' },
    // Another build to compare with, e.g. one of an earlier commit.
    server: { type: 'string' },
  },
});
const BURST = Math.max(1, Number(args.burst));
const PORT = Number(args.port);
const base = `http://127.0.0.1:${PORT}`;
const serverEntry = args.server
  ? path.resolve(args.server)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/server.js');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sarraf-bench-admin-burst-'));
const child = spawn(process.execPath, [serverEntry], {
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const memory = () => {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, hwmMb: kb('VmHWM') / 1024 };
};

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};
const summary = (values) =>
  `median ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms (n=${values.length})`;

async function waitForHealth() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

async function read() {
  const started = performance.now();
  const response = await fetch(`${base}/api/client/currencies`, { headers: { 'accept-language': 'ar' } });
  await response.arrayBuffer();
  return performance.now() - started;
}

async function readFor(stop) {
  const times = [];
  while (!stop.done) times.push(await read());
  return times;
}

async function signInAttempt(email) {
  const health = await fetch(`${base}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(health.headers.getSetCookie().join('\n'))?.[1] ?? '';
  const started = performance.now();
  const response = await fetch(`${base}/api/admin/session`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'ar',
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': decodeURIComponent(xsrf),
    },
    body: JSON.stringify({ email, password: 'wrong-password-123' }),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

try {
  await waitForHealth();
  for (let i = 0; i < 50; i++) await read(); // warm-up
  const idle = [];
  for (let i = 0; i < 300; i++) idle.push(await read());
  const before = memory();

  let peakRss = before.rssMb;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, memory().rssMb);
  }, 20);
  const stop = { done: false };
  const readers = [readFor(stop), readFor(stop)];
  const started = performance.now();
  const attempts = await Promise.all(
    Array.from({ length: BURST }, (_, i) =>
      signInAttempt(args.emails === 'same' ? 'admin@sarraf.local' : `nobody-${i}@example.com`),
    ),
  );
  const burstMs = performance.now() - started;
  stop.done = true;
  const during = (await Promise.all(readers)).flat();
  clearInterval(sampler);
  const after = memory();

  const statuses = {};
  for (const { status } of attempts) statuses[status] = (statuses[status] ?? 0) + 1;
  console.log(
    `burst: ${BURST} parallel wrong-password sign-ins (${args.emails} emails), ${burstMs.toFixed(0)} ms`,
  );
  console.log(`  statuses: ${JSON.stringify(statuses)}`);
  console.log(`  sign-in answer times: ${summary(attempts.map((a) => a.ms))}`);
  console.log(
    `RSS: ${before.rssMb.toFixed(0)} MB before, peak ${Math.max(peakRss, after.hwmMb).toFixed(0)} MB (VmHWM ${after.hwmMb.toFixed(0)} MB)`,
  );
  console.log(`GET /api/client/currencies (ar), idle:         ${summary(idle)}`);
  console.log(`GET /api/client/currencies (ar), during burst: ${summary(during)}`);
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
