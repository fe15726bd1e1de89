/**
 * Mixed load on the production topology: the built server as 1 or 2 API processes
 * (APP_ROLE=api) and a worker (APP_ROLE=worker) on one PostgreSQL database and Redis, loopback only,
 * bounded in time.
 *
 *   npx tsx apps/server/bench/mixed-load.ts                       # 1 API vs 2 APIs, 20 s each
 *   npx tsx apps/server/bench/mixed-load.ts --duration 30 --connections 64
 *   npx tsx apps/server/bench/mixed-load.ts --soak 600            # + 10 min on 2 APIs, RSS before/after
 *   --database-url postgres://postgres@127.0.0.1:5432/test  --redis-url redis://127.0.0.1:6379
 *
 * The mix (bench/mixed-load-client.ts): 90 % public reads, 8 % sign-in steps, 2 % subscription
 * actions with real subscribers' tokens. Each API process gets its own autocannon child with its
 * share of the connections (as nginx would spread them); the figures are summed (req/s) or the
 * worst of them (p99). "Errors" are 5xx answers, socket errors and timeouts: 4xx are the answers the
 * mix asks for (a wrong code is a 422, a renewal without consent a 422), and 429s are counted apart.
 * A temporary database and Redis prefix are created and removed at the end.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import pg from 'pg';
import { startServerProcess, type ServerProcess } from '../test/scale-out/processes';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '40' },
    soak: { type: 'string' },
    /** Writes every soak sample (RSS, heap in use and size, external memory, MB) here as JSON. */
    'samples-file': { type: 'string' },
    subscribers: { type: 'string', default: '20' },
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
    'redis-url': { type: 'string', default: 'redis://127.0.0.1:6379' },
  },
});
const DURATION_S = Math.max(5, Math.min(120, Number(args.duration)));
const CONNECTIONS = Math.max(2, Math.min(400, Number(args.connections)));
const SOAK_S = args.soak ? Math.max(30, Math.min(3600, Number(args.soak))) : 0;
const SUBSCRIBERS = Math.max(1, Math.min(200, Number(args.subscribers)));

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const run = `${process.pid}_${Date.now().toString(36)}`;
const databaseName = `sarraf_load_${run}`;
const adminUrl = args['database-url'];
const databaseUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();

interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  statusCodes: Record<string, number>;
  errors: number;
  timeouts: number;
}

/** autocannon in a child process against one API process. */
async function loadOne(url: string, connections: number, durationS: number, tokens: string[]) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(benchDir, 'mixed-load-client.ts'),
      JSON.stringify({ url, connections, durationS, tokens }),
    ],
    { maxBuffer: 10 * 1024 * 1024, timeout: (durationS + 60) * 1000 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as LoadResult;
}

/** The mix against every API process at once, connections shared out evenly. */
async function load(apis: ServerProcess[], durationS: number, tokens: string[]) {
  const results = await Promise.all(
    apis.map((api) => loadOne(api.url, Math.ceil(CONNECTIONS / apis.length), durationS, tokens)),
  );
  const codes: Record<string, number> = {};
  for (const result of results)
    for (const [code, count] of Object.entries(result.statusCodes)) codes[code] = (codes[code] ?? 0) + count;
  const count = (test: (code: number) => boolean) =>
    Object.entries(codes)
      .filter(([code]) => test(Number(code)))
      .reduce((sum, [, n]) => sum + n, 0);
  return {
    requests: results.reduce((sum, r) => sum + r.requests, 0),
    rps: results.reduce((sum, r) => sum + r.rps, 0),
    p50: Math.max(...results.map((r) => r.p50)),
    p99: Math.max(...results.map((r) => r.p99)),
    ok: count((code) => code < 400),
    expected4xx: count((code) => code >= 400 && code < 500 && code !== 429),
    tooMany: count((code) => code === 429),
    errors: count((code) => code >= 500) + results.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
    codes,
  };
}

/** Resident memory of a process (Linux /proc), in MB. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** An API process's memory as its Prometheus metrics give it, in MB (V8 heap in use and size, external). */
async function processMemoryMb(
  server: ServerProcess,
): Promise<{ heap: number; heapTotal: number; external: number } | undefined> {
  try {
    const text = await (await server.request('/metrics')).text();
    const read = (metric: string) =>
      Number(new RegExp(`^${metric} (\\S+)$`, 'm').exec(text)?.[1]) / 1024 / 1024;
    const memory = {
      heap: read('nodejs_heap_size_used_bytes'),
      heapTotal: read('nodejs_heap_size_total_bytes'),
      external: read('nodejs_external_memory_bytes'),
    };
    return Number.isNaN(memory.heap) ? undefined : memory;
  } catch {
    return undefined;
  }
}

/** Real subscribers, signed up through the API as the portal does (the dev outbox carries codes). */
async function signUpSubscribers(api: ServerProcess, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const msisdn = `78${String(1_000_000 + i).padStart(7, '0')}`;
    const post = (p: string, json: unknown) => api.request(p, { method: 'POST', json });
    await post('/api/client/login', { msisdn });
    const outbox = (await (await api.request(`/api/dev/sms?msisdn=${msisdn}`)).json()) as {
      data: Array<{ text: string }>;
    };
    const otp = /:\s*(\d{4,8})/.exec(outbox.data[0]?.text ?? '')?.[1];
    const confirm = (await (await post('/api/client/confirm/otp', { otp, msisdn })).json()) as {
      SubscriptionsList?: Array<{ uuid: string }>;
    };
    const created = (await (
      await post('/api/client/create/subscriber', { uuid: confirm.SubscriptionsList![0]!.uuid, msisdn })
    ).json()) as { access_token: string };
    tokens.push(created.access_token);
  }
  return tokens;
}

const processes: ServerProcess[] = [];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sarraf-load-'));

async function main() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  await admin.end();

  const env = {
    // development: the dev outbox lets the script sign its subscribers up; the log stays at warn.
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    REDIS_URL: args['redis-url'],
    REDIS_PREFIX: `sarraf-load-${run}:`,
    DATA_DIR: dataDir,
    APP_SECRET: 'load-secret-load-secret-load-secret-0001',
    LOG_LEVEL: 'warn',
    // All the load comes from one address: the per-address and per-block limits would measure
    // themselves. The per-number limit stays (random numbers, and the 429s are counted apart).
    OTP_IP_SENDS_PER_HOUR: '10000000',
    OTP_BLOCK_SENDS_PER_HOUR: '10000000',
    SMS_DAILY_BUDGET: '100000000',
  };
  const first = await startServerProcess({ ...env, APP_ROLE: 'api' });
  processes.push(first);
  // The worker at info: its start line is what says it is ready.
  const worker = await startServerProcess(
    { ...env, APP_ROLE: 'worker', LOG_LEVEL: 'info' },
    { waitFor: /worker started/ },
  );
  processes.push(worker);
  const tokens = await signUpSubscribers(first, SUBSCRIBERS);
  const second = await startServerProcess({ ...env, APP_ROLE: 'api' });
  processes.push(second);

  process.stdout.write(
    `\nmixed load: ${CONNECTIONS} connections, ${DURATION_S} s per run, ${SUBSCRIBERS} subscribers; load average before: ${uptimeNote()}\n`,
  );
  // Warm both processes (JIT, pools, content cache) before measuring.
  await load([first, second], 5, tokens);
  const rows: string[] = [];
  for (const apis of [[first], [first, second]]) {
    const result = await load(apis, DURATION_S, tokens);
    rows.push(
      `| ${apis.length} | ${Math.round(result.rps)} | ${result.p50} | ${result.p99} | ${result.requests} | ${result.expected4xx} | ${result.tooMany} | ${result.errors} |`,
    );
    process.stdout.write(`  ${apis.length} API: ${JSON.stringify(result)}\n`);
  }
  process.stdout.write(
    `\n| API processes | req/s | p50 ms | p99 ms | requests | 4xx asked for | 429 | errors (5xx, socket, timeout) |\n|---|---|---|---|---|---|---|---|\n${rows.join('\n')}\n`,
  );
  process.stdout.write(`load average after: ${uptimeNote()}\n`);

  if (SOAK_S) {
    const named: Array<[string, ServerProcess]> = [
      ['api 1', first],
      ['api 2', second],
      ['worker', worker],
    ];
    const before = named.map(([name, server]) => [name, rssMb(server.child.pid!)] as const);
    process.stdout.write(`\nsoak: ${SOAK_S} s on 2 API processes; load average before: ${uptimeNote()}\n`);
    // RSS every 10 s, and the API processes' V8 heap in use (from their /metrics). Both saw-tooth
    // with garbage collection (a process under load swings by tens of MB between collections), so
    // two single readings at the ends say more about the collector's phase than about a leak: the
    // floor of each stretch (the lowest reading, just after a collection) is what stays retained,
    // and a leak shows as a floor that keeps rising from minute to minute.
    const samples = new Map<
      string,
      Array<{ at: number; rss: number; heap?: number; heapTotal?: number; external?: number }>
    >(named.map(([name]) => [name, []]));
    const started = Date.now();
    const sampler = setInterval(() => {
      for (const [name, server] of named) {
        const at = Date.now() - started;
        const rss = rssMb(server.child.pid!);
        void (name.startsWith('api') ? processMemoryMb(server) : Promise.resolve(undefined)).then((memory) =>
          samples.get(name)!.push({ at, rss, ...memory }),
        );
      }
    }, 10_000);
    const result = await load([first, second], SOAK_S, tokens).finally(() => clearInterval(sampler));
    const after = named.map(([name, server]) => [name, rssMb(server.child.pid!)] as const);
    if (args['samples-file'])
      writeFileSync(args['samples-file'], JSON.stringify(Object.fromEntries(samples)));

    const minutes = Math.ceil(SOAK_S / 60);
    const floor = (values: number[]) => (values.length ? Math.min(...values) : NaN);
    const inMinutes = (name: string, from: number, to: number) =>
      samples.get(name)!.filter(({ at }) => at >= from * 60_000 && at < to * 60_000);
    process.stdout.write('  lowest RSS MB (lowest heap in use MB) of each minute:\n');
    for (let minute = 0; minute < minutes; minute++) {
      const line = named.map(([name]) => {
        const inMinute = inMinutes(name, minute, minute + 1);
        const heaps = inMinute.flatMap(({ heap }) => (heap === undefined ? [] : [heap]));
        return `${name} ${floor(inMinute.map(({ rss }) => rss)).toFixed(1)}${heaps.length ? ` (${floor(heaps).toFixed(1)})` : ''}`;
      });
      process.stdout.write(`    ${minute + 1} min: ${line.join(', ')}\n`);
    }
    process.stdout.write(`  soak: ${JSON.stringify(result)}\n`);
    // Retained: the floor of the first two minutes against the floor of the last two.
    const growth = (from: number, to: number) => `${(((to - from) / from) * 100).toFixed(1)} %`;
    const rows = named.map(([name], i) => {
      const early = inMinutes(name, 0, 2);
      const late = inMinutes(name, minutes - 2, minutes + 1);
      const heapFloor = (list: typeof early) =>
        floor(list.flatMap(({ heap }) => (heap === undefined ? [] : [heap])));
      const [earlyRss, lateRss] = [early, late].map((list) => floor(list.map(({ rss }) => rss))) as [
        number,
        number,
      ];
      const [earlyHeap, lateHeap] = [heapFloor(early), heapFloor(late)];
      // What is not V8's heap (code, stacks, buffers, the allocator): flat unless native memory leaks.
      const offHeap = (list: typeof early) => {
        const values = list
          .flatMap(({ rss, heapTotal }) => (heapTotal === undefined ? [] : [rss - heapTotal]))
          .sort((a, b) => a - b);
        return values.length ? values[Math.floor(values.length / 2)]! : NaN;
      };
      const [earlyOff, lateOff] = [offHeap(early), offHeap(late)];
      return [
        name,
        before[i]![1].toFixed(1),
        after[i]![1].toFixed(1),
        growth(before[i]![1], after[i]![1]),
        earlyRss.toFixed(1),
        lateRss.toFixed(1),
        growth(earlyRss, lateRss),
        Number.isNaN(earlyHeap)
          ? '–'
          : `${earlyHeap.toFixed(1)} → ${lateHeap.toFixed(1)} (${growth(earlyHeap, lateHeap)})`,
        Number.isNaN(earlyOff)
          ? '–'
          : `${earlyOff.toFixed(1)} → ${lateOff.toFixed(1)} (${growth(earlyOff, lateOff)})`,
      ];
    });
    process.stdout.write(
      `\n| process | RSS at start MB | RSS at end MB | growth | RSS floor, first 2 min | RSS floor, last 2 min | retained growth | heap-in-use floor MB | RSS − V8 heap size, median MB |\n|---|---|---|---|---|---|---|---|---|\n${rows
        .map((row) => `| ${row.join(' | ')} |`)
        .join('\n')}\n`,
    );
    process.stdout.write(
      `soak: ${result.requests} requests, ${Math.round(result.rps)} req/s, p99 ${result.p99} ms, ${result.tooMany} × 429, ${result.errors} errors; load average after: ${uptimeNote()}\n`,
    );
  }
}

function uptimeNote(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
}

async function cleanup() {
  await Promise.all(processes.map((server) => server.stop(20_000)));
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${databaseName}" with (force)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
}

main()
  .then(cleanup, async (error: unknown) => {
    process.stderr.write(`mixed load failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    for (const server of processes) process.stderr.write(server.output().slice(-2000));
    await cleanup();
    process.exitCode = 1;
  })
  .catch((error: unknown) => {
    process.stderr.write(`cleanup failed: ${String(error)}\n`);
    process.exitCode = 1;
  });
