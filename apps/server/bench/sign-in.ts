/**
 * Server time of sign-in: `POST /api/client/login` and `POST /api/client/confirm/otp`,
 * 1,000 calls each on distinct numbers, on PGlite and (when TEST_DATABASE_URL is set) on PostgreSQL.
 *
 *   npx tsx apps/server/bench/sign-in.ts
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx apps/server/bench/sign-in.ts
 *   npx tsx apps/server/bench/sign-in.ts --calls 200
 *
 * It starts the real app (every plugin, the outbox SMS driver, in-process counters) on a fresh
 * migrated and seeded database, with the send limits raised so that 1,000 numbers from one
 * address are not refused. Calls go one at a time over HTTP on loopback; the time reported is the
 * server's own (`reply.elapsedTime`: from the request's arrival to the response sent), so the
 * client and the network are not in the figures. Half of the numbers are subscribers beforehand,
 * so confirm covers both answers: Code 0 (a new token) and Code 50 (the plans, a verified mark).
 * On PostgreSQL a temporary database is created and dropped at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { desc, eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { freshDatabase } from './fresh-database';
import { migrateDatabase } from '../src/db/migrate';
import { smsMessages, subscribers } from '../src/db/schema/index';
import { loadConfig } from '../src/env';
import { openJobQueue } from '../src/jobs/queue';
import { createCounterStore } from '../src/lib/counter-store';
import { createContentCache } from '../src/services/content-cache';
import { seedDemoData } from '../src/services/seed';
import { queueDefinitions } from '../src/worker';
import { createDrivers } from '../src/runtime';
import { createJobRequests } from '../src/jobs/job-requests';

const { values: args } = parseArgs({ options: { calls: { type: 'string', default: '1000' } } });
const CALLS = Math.max(10, Math.min(100_000, Number(args.calls)));

const silent = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => silent,
  level: 'silent',
} as unknown as Parameters<typeof openJobQueue>[1]['log'];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const format = (values: number[]) =>
  `median ${percentile(values, 50).toFixed(2)} ms, p99 ${percentile(values, 99).toFixed(2)} ms (n=${values.length})`;

async function run(kind: 'pglite' | 'postgres') {
  const bench = await freshDatabase(kind, { label: 'sign-in', poolSize: 10 });
  const database = await openDatabase(bench.config);
  await migrateDatabase(database);
  await seedDemoData(database.db);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sarraf-bench-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    // Raised for the run: 1,000 numbers from one address in a few seconds.
    OTP_IP_SENDS_PER_HOUR: '10000000',
    OTP_BLOCK_SENDS_PER_HOUR: '10000000',
    SMS_DAILY_BUDGET: '100000000',
  });
  const queue = await openJobQueue(database, { isWorker: false, log: silent, queues: queueDefinitions });
  const counters = createCounterStore(undefined);
  const contentCache = createContentCache();
  const drivers = createDrivers(config, database, silent);
  const app = await buildApp(
    { config, database, queue, jobs: createJobRequests(queue), counters, contentCache, ...drivers },
    { serveApps: false },
  );
  const timings = new Map<string, number[]>();
  app.addHook('onResponse', async (request, reply) => {
    const key = `${reply.statusCode} ${request.routeOptions.url ?? request.url}`;
    const list = timings.get(key) ?? [];
    list.push(reply.elapsedTime);
    timings.set(key, list);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const post = async (route: string, body: unknown) => {
    const response = await fetch(url + route, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    return response.status;
  };

  try {
    // Distinct numbers across the whole 77 range; every other one is a subscriber already.
    const numbers = Array.from(
      { length: CALLS },
      (_, i) => `77${String(1_000_000 + i * 7919).padStart(7, '0')}`,
    );
    await database.db
      .insert(subscribers)
      .values(numbers.filter((_, i) => i % 2 === 0).map((local) => ({ msisdn: `967${local}` })));

    // Warm-up (JIT, prepared plans, pools), not measured.
    for (let i = 0; i < 20; i++) await post('/api/client/login', { msisdn: `73${String(2_000_000 + i)}` });
    timings.clear();

    for (const local of numbers) {
      const status = await post('/api/client/login', { msisdn: local });
      if (status !== 200) throw new Error(`login answered ${status}`);
    }
    const codes = new Map<string, string>();
    for (const local of numbers) {
      const [sms] = await database.db
        .select({ text: smsMessages.text })
        .from(smsMessages)
        .where(eq(smsMessages.msisdn, `967${local}`))
        .orderBy(desc(smsMessages.id))
        .limit(1);
      codes.set(local, /:\s*(\d+)/.exec(sms?.text ?? '')![1]!);
    }
    for (const local of numbers) {
      const status = await post('/api/client/confirm/otp', { otp: codes.get(local), msisdn: local });
      if (status !== 200) throw new Error(`confirm answered ${status}`);
    }

    const login = timings.get('200 /api/client/login') ?? [];
    const confirm = timings.get('200 /api/client/confirm/otp') ?? [];
    console.log(`\n${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} — ${CALLS} calls each, one at a time`);
    console.log(`  POST /api/client/login        ${format(login)}`);
    console.log(`  POST /api/client/confirm/otp  ${format(confirm)}`);
    console.log(`    Code 0 (subscriber)         ${format(confirm.filter((_, i) => i % 2 === 0))}`);
    console.log(`    Code 50 (new number)        ${format(confirm.filter((_, i) => i % 2 === 1))}`);
  } finally {
    await app.close();
    await queue.stop({ graceful: false, close: true });
    await drivers.smsDrivers.close();
    await counters.close();
    await contentCache.close();
    await database.close();
    await bench.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`Sign-in server time (Node ${process.version}, ${os.cpus().length} cores)`);
await run('pglite');
if (process.env.TEST_DATABASE_URL) await run('postgres');
else console.log('\nTEST_DATABASE_URL is not set: PostgreSQL skipped.');
