/**
 * Public read endpoints against a bare Fastify "hello", side by side in one run (DESIGN §7, issue 5).
 *
 *   npx tsx apps/server/bench/public-reads.ts                      # PGlite, seeded, 5 × 2 s per route
 *   npx tsx apps/server/bench/public-reads.ts --database-url postgres://postgres@127.0.0.1:5432/postgres
 *   npx tsx apps/server/bench/public-reads.ts --duration 10 --rounds 3 --connections 10,50
 *
 * It starts the real app (every plugin, the content cache) on a fresh seeded database in this
 * process, adds `GET /hello` to that same app, and starts a bare `Fastify()` with only
 * `GET /hello` beside it. autocannon runs in a child process (its own core, loopback only,
 * bounded in time) against each route in turn, each right after the app's hello, in rounds, at
 * each connection count; the table gives the median requests/second, the median ratio to the
 * neighbouring hello, and p99 latency. With --database-url a
 * temporary database is created on that server and dropped at the end.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { openDatabase, type DatabaseConfig } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { loadConfig } from '../src/env';
import { openJobQueue } from '../src/jobs/queue';
import { createCounterStore } from '../src/lib/counter-store';
import { createContentCache } from '../src/services/content-cache/content-cache';
import { seedDemoData } from '../src/services/seed/seed-demo-data';
import { queueDefinitions } from '../src/worker';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '2' },
    rounds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10,50' },
    'database-url': { type: 'string' },
  },
});
const DURATION_S = Math.max(1, Math.min(60, Number(args.duration)));
const ROUNDS = Math.max(1, Math.min(10, Number(args.rounds)));
const CONNECTIONS = args.connections
  .split(',')
  .map(Number)
  .filter((n) => n >= 1 && n <= 200);

const ROUTES: Array<[label: string, path: string, headers?: string[]]> = [
  ['currency list', '/api/client/get/currency/list'],
  // The same list to a client that refuses compression: the cost of the bytes themselves.
  ['currency list, identity', '/api/client/get/currency/list', ['accept-encoding=identity']],
  ['converter', '/api/client/converter/currency?amount=100&from=USD&to=SAR'],
  ['news list', '/api/client/get/news'],
  ['price sources', '/api/client/get/priceSources'],
  ['local companies', '/api/client/get/exchange/companies/local'],
];

const silent = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => silent,
  level: 'silent',
};

async function openBenchDatabase(): Promise<{ config: DatabaseConfig; drop(): Promise<void> }> {
  const url = args['database-url'];
  if (!url) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sarraf-bench-'));
    return {
      config: { kind: 'pglite', dataDir: dir },
      drop: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
    };
  }
  const name = `sarraf_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: target.toString(), poolSize: 10 },
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

const require = createRequire(import.meta.url);
const autocannonBin = path.join(path.dirname(require.resolve('autocannon/package.json')), 'autocannon.js');

interface Result {
  rps: number;
  /** Server CPU time (user + system, this process) per request served, in microseconds. */
  cpuUs: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** autocannon in a child process, so load generation does not share the server's event loop. */
async function measure(url: string, connections: number, headers: string[] = []): Promise<Result> {
  const cpuBefore = process.cpuUsage();
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      autocannonBin,
      '--json',
      '-c',
      String(connections),
      '-d',
      String(DURATION_S),
      // A returning portal visitor's browser: Arabic, compression, the XSRF cookie of the first page.
      ...[
        'accept-language=ar',
        'cookie=XSRF-TOKEN=bench',
        'accept-encoding=gzip, deflate, br',
        ...headers,
      ].flatMap((header) => ['-H', header]),
      url,
    ],
    { maxBuffer: 16 * 1024 * 1024, timeout: (DURATION_S + 30) * 1000 },
  );
  const cpu = process.cpuUsage(cpuBefore);
  const json = JSON.parse(stdout) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  };
  return {
    rps: json.requests.average,
    cpuUs: (cpu.user + cpu.system) / Math.max(1, json.requests.total),
    p50: json.latency.p50,
    p99: json.latency.p99,
    non2xx: json.non2xx,
    errors: json.errors,
  };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sarraf-bench-data-'));
  const benchDb = await openBenchDatabase();
  const database = await openDatabase(benchDb.config);
  process.stdout.write(`database: ${database.kind}; seeding…\n`);
  await migrateDatabase(database);
  await seedDemoData(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_SECRET: randomBytes(32).toString('base64url'),
  });
  const queue = await openJobQueue(database, {
    isWorker: false,
    log: silent as never,
    queues: queueDefinitions,
  });
  const counters = createCounterStore(undefined);
  const contentCache = createContentCache();
  const app = await buildApp({ config, database, queue, counters, contentCache }, { serveApps: false });
  // The same app's plugins and hooks (security headers, metrics, compression, XSRF), nothing else.
  app.get('/hello', () => ({ hello: 'world' }));
  const appUrl = await listen(app);
  const bare = Fastify({ logger: false });
  bare.get('/hello', () => ({ hello: 'world' }));
  const bareUrl = await listen(bare);

  for (const [, route] of ROUTES) {
    const response = await fetch(appUrl + route);
    if (response.status !== 200) throw new Error(`${route} answered ${response.status}`);
  }

  // Each route is measured right after the app's hello, in rounds, and compared with that
  // neighbour: a machine whose load drifts during the run shifts both sides of each ratio alike.
  const rows: string[] = [];
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = sorted.length / 2;
    return Number.isInteger(middle)
      ? (sorted[middle - 1]! + sorted[middle]!) / 2
      : sorted[Math.floor(middle)]!;
  };
  const targets: Array<[label: string, url: string, headers?: string[]]> = [
    ['bare Fastify GET /hello', `${bareUrl}/hello`],
    ...ROUTES.map(([label, route, headers]): [string, string, string[]?] => [label, appUrl + route, headers]),
  ];
  for (const connections of CONNECTIONS) {
    process.stdout.write(
      `\n${connections} connections, ${ROUNDS} × ${DURATION_S} s per route, each after the app's hello…\n`,
    );
    const samples = new Map<string, Array<{ result: Result; hello: Result }>>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const [label, url, headers] of targets) {
        const hello = await measure(`${appUrl}/hello`, connections);
        const result = await measure(url, connections, headers);
        samples.set(label, [...(samples.get(label) ?? []), { result, hello }]);
        process.stdout.write(
          `  ${label}: ${result.rps.toFixed(0)} req/s beside hello ${hello.rps.toFixed(0)} (${(result.rps / hello.rps).toFixed(2)})\n`,
        );
      }
    }
    // The bare hello of the same round: DESIGN §7 states the budget against it.
    const bareOfRound = samples.get(targets[0]![0])!.map(({ result }) => result);
    const row = (label: string, list: Array<{ result: Result; hello: Result }>) =>
      [
        label.padEnd(26),
        String(connections).padStart(5),
        median(list.map(({ result }) => result.rps))
          .toFixed(0)
          .padStart(7),
        median(list.map(({ result, hello }) => result.rps / hello.rps))
          .toFixed(2)
          .padStart(7),
        median(list.map(({ result }) => result.cpuUs))
          .toFixed(0)
          .padStart(6),
        median(list.map(({ result, hello }) => hello.cpuUs / result.cpuUs))
          .toFixed(2)
          .padStart(9),
        median(list.map(({ result }, round) => result.rps / bareOfRound[round]!.rps))
          .toFixed(2)
          .padStart(6),
        median(list.map(({ result }, round) => bareOfRound[round]!.cpuUs / result.cpuUs))
          .toFixed(2)
          .padStart(10),
        String(median(list.map(({ result }) => result.p99))).padStart(6),
        String(list.reduce((sum, { result }) => sum + result.non2xx + result.errors, 0)).padStart(6),
      ].join(' | ');
    rows.push(
      row(
        'app GET /hello',
        // The hellos measured just before each round's bare hello, so each pairs with its round.
        samples.get(targets[0]![0])!.map(({ hello }) => ({ result: hello, hello })),
      ),
    );
    for (const [label, list] of samples) rows.push(row(label, list));
  }

  process.stdout.write(
    `\n${database.kind}: medians of ${ROUNDS} rounds of ${DURATION_S} s, each route beside the app hello measured just before.\n` +
      `÷ hello: req/s ratio. cpu µs: server CPU per request; cpu ratio: hello's CPU per request ÷ the route's\n` +
      `(the req/s ratio a dedicated core would give; robust to other load on the machine).\n` +
      `÷ bare, cpu ÷ bare: the same two ratios against the bare Fastify hello of the same round.\n` +
      `${'route'.padEnd(26)} | conns |  req/s | ÷ hello | cpu µs | cpu ratio | ÷ bare | cpu ÷ bare | p99 ms | errors\n` +
      `${'-'.repeat(116)}\n${rows.join('\n')}\n` +
      `\ncontent cache: ${JSON.stringify(contentCache.stats())}\n`,
  );

  await bare.close();
  await app.close();
  await queue.stop({ graceful: false, close: true });
  await counters.close();
  await contentCache.close();
  await database.close();
  await benchDb.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
