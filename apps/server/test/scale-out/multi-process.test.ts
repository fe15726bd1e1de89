import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { readError } from '@sarraf/contracts/typed-client';
import { openDatabase, type Database } from '../../src/db/client';
import { smsMessages, transactions } from '../../src/db/schema/index';
import { openJobQueue, type JobQueue } from '../../src/jobs/queue';
import { renewalChargeJob } from '../../src/jobs/billing-renewal-charge';
import { queueDefinitions } from '../../src/worker';
import { type ContentCache, createContentCache } from '../../src/services/content-cache';
import { publishRates } from '../../src/services/rates';
import { postgresUrl, quoteIdentifier, withAdminClient } from '../support/databases';
import { silentLogger } from '../support/silent-logger';
import { eventually } from '../sms/fake-gateways';
import { startFakeOperator, type FakeOperator } from '../billing/fake-operator';
import { newLocalMsisdn } from '../session/helpers';
import { startTwoApisTwoWorkers, type ServerProcess } from './processes';
import { seedDueSubscriptions } from '../support/due-subscriptions';

/**
 * The production topology with plain processes (docs/operations.md#scaling-out): two API processes
 * (APP_ROLE=api) and workers (APP_ROLE=worker), each the built `dist/server.js`, over one PostgreSQL database
 * and Redis. Skipped unless both are configured (CI sets TEST_DATABASE_URL and REDIS_URL).
 */
const enabled = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);
const SANAA = 1;
const DUE = 200;
const NOW = new Date('2031-06-01T09:00:00.000Z');

describe.skipIf(!enabled)('2 API processes + workers on PostgreSQL and Redis', () => {
  const run = `${process.pid}_${Date.now().toString(36)}`;
  const databaseName = `sarraf_mp_${run}`;
  const redisPrefix = `sarraf-test-${run}:`;
  let dataDir: string;
  let gateway: FakeOperator;
  let database: Database;
  let env: Record<string, string>;
  let apiA: ServerProcess;
  let apiB: ServerProcess;
  let workers: ServerProcess[] = [];
  const started: ServerProcess[] = [];

  beforeAll(async () => {
    await withAdminClient((client) => client.query(`create database ${quoteIdentifier(databaseName)}`));
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'sarraf-mp-'));
    gateway = await startFakeOperator({ latencyMs: 5 });
    env = {
      // development: the dev SMS outbox and the log at info level, which the tests read.
      NODE_ENV: 'development',
      DATABASE_URL: postgresUrl(databaseName),
      REDIS_URL: process.env.REDIS_URL!,
      REDIS_PREFIX: redisPrefix,
      DATA_DIR: dataDir,
      APP_SECRET: 'test-secret-test-secret-test-secret-000',
      CHARGING_DRIVER: 'http',
      CHARGING_HTTP_URL: gateway.url,
      // 200 renewals take some 4 s at this pace: long enough for both workers to poll and join in.
      CHARGING_TPS: '50',
      OTP_RESEND_S: '0',
      OTP_SENDS_PER_HOUR: '3',
      LOG_LEVEL: 'info',
    };
    ({ apiA, apiB, workers } = await startTwoApisTwoWorkers(env, started));
    database = await openDatabase({ kind: 'postgres', url: postgresUrl(databaseName), poolSize: 2 });
  }, 180_000);

  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop(20_000)));
    await database?.close();
    await gateway?.close();
    await withAdminClient((client) =>
      client.query(`drop database if exists ${quoteIdentifier(databaseName)} with (force)`),
    );
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('runs each role as asked: workers serve no HTTP, API processes run no jobs', () => {
    for (const worker of workers) {
      expect(worker.output()).toContain('worker started');
      expect(worker.output()).not.toContain('listening');
    }
    for (const api of [apiA, apiB]) expect(api.output()).not.toContain('worker started');
  });

  it("holds a subscriber's OTP send limit across both API processes", async () => {
    const msisdn = newLocalMsisdn();
    const send = (api: ServerProcess) => api.api.call('login', { json: { msisdn } }).then((r) => r.status);
    expect(await send(apiA)).toBe(200);
    expect(await send(apiB)).toBe(200);
    expect(await send(apiA)).toBe(200);
    // The fourth code in the hour, whichever process is asked.
    const fourth = await apiB.api.call('login', { json: { msisdn } });
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await readError(fourth, 429)).message).toMatch(/[\u0600-\u06FF]/);
    expect(await send(apiA)).toBe(429);
    // Three codes were sent in all, not three per process.
    const [{ count }] = (await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(smsMessages)
      .where(eq(smsMessages.msisdn, `967${msisdn}`))) as [{ count: number }];
    expect(count).toBe(3);
  });

  it('serves a rate published by another process fresh from both API processes within a second', async () => {
    // The publisher: a process of its own on the same database and Redis (as the back office or an
    // import is), invalidating through the deployment's channel.
    const cache: ContentCache = createContentCache({
      redisUrl: env.REDIS_URL,
      channel: `${redisPrefix}content-cache:invalidate`,
    });
    try {
      await cache.whenLive();
      const usdBuy = async (api: ServerProcess) => {
        const body = await api.api.ok('getCurrencyList', { query: { currency: 'USD' } });
        return body.data.find((c) => c.code === 'USD')!.rates.find((r) => r.source.id === SANAA)?.buy;
      };
      // Both processes hold the list in memory.
      for (const api of [apiA, apiB]) expect(await usdBuy(api)).not.toBe('612.250000');

      await publishRates(
        database.db,
        { sourceId: SANAA, rates: [{ currencyCode: 'USD', buy: '612.25', sell: '614.5' }] },
        cache,
      );
      const published = Date.now();
      for (const api of [apiA, apiB]) {
        let seen: string | undefined;
        while (Date.now() - published < 1_000) {
          seen = await usdBuy(api);
          if (seen === '612.250000') break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(seen).toBe('612.250000');
      }
      expect(Date.now() - published).toBeLessThan(1_000);
    } finally {
      await cache.close();
    }
  });

  it('charges each due subscription exactly once when two workers sweep at the same time', async () => {
    await seedDueSubscriptions(database, DUE, NOW);
    // Eight claim loops for the same instant, as the minute's sweep fans them out: both workers
    // (two at a time each) take some, and race for the same due rows.
    const queue: JobQueue = await openJobQueue(database, {
      isWorker: false,
      log: silentLogger,
      queues: queueDefinitions,
    });
    try {
      await queue.insert(
        renewalChargeJob.name,
        Array.from({ length: 8 }, () => ({ data: { now: NOW.toISOString() } })),
      );
      await eventually(async () => {
        const [{ settled }] = (await database.db
          .select({ settled: sql<number>`count(*)::int` })
          .from(transactions)
          .where(eq(transactions.status, 'succeeded'))) as [{ settled: number }];
        return settled >= DUE;
      }, 60_000);
    } finally {
      await queue.stop({ graceful: false, close: true });
    }

    const rows = await database.db
      .select({ subscriptionId: transactions.subscriptionId, status: transactions.status })
      .from(transactions);
    expect(rows).toHaveLength(DUE);
    expect(new Set(rows.map((row) => row.subscriptionId)).size).toBe(DUE);
    expect(rows.every((row) => row.status === 'succeeded')).toBe(true);
    // The gateway's side: one POST per reference, each number's money taken once.
    const posts = gateway.calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(DUE);
    expect(new Set(posts.map((call) => call.reference)).size).toBe(DUE);
    expect(new Set([...gateway.charges.values()].map((charge) => charge.msisdn)).size).toBe(DUE);
    // Both workers did a share of it.
    for (const worker of workers) expect(worker.output()).toContain('renewals charged');
  }, 90_000);
});
