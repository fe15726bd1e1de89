/**
 * Renewal sweep through real HTTP gateways: the same due subscriptions swept once through the
 * `http` charging driver (against the fake operator of the API tests) and once through the
 * `oneapi` driver (against the OneAPI gateway simulator), charges per second for each. What it
 * measures is the drivers' cost over the network (HTTP, JSON, the OAuth token), on top of the
 * engine that bench/renewal-sweep.ts measures alone. A benchmark, not a test: it prints figures.
 *
 *   npx tsx apps/server/bench/renewal-sweep-gateways.ts [--count 10000] [--tps 10000]
 *                                                        [--concurrency 16] [--only pglite|postgres]
 *
 * Each run: a fresh migrated database holding only the due subscriptions, one sweepRenewals as of
 * one instant, then a check that the ledger holds exactly one succeeded charge per subscription
 * and that the gateway moved money exactly once per reference.
 */
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { benchServices } from './bench-services';
import { rowsOf } from '../src/lib/sql-rows';
import { sweepRenewals } from '../src/services/billing';
import { startOneApiGateway } from '../sim/operator/oneapi-gateway';
import { startFakeOperator } from '../test/billing/fake-operator';
import { freshDatabase, NOW, seedDue } from './due-subscriptions';
import { benchDatabases } from './fresh-database';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    // Far above what the drivers reach: the run measures them, not the limiter.
    tps: { type: 'string', default: '10000' },
    concurrency: { type: 'string', default: '16' },
    only: { type: 'string' },
  },
});
const COUNT = Number(values.count);
const TPS = Number(values.tps);
const CONCURRENCY = Number(values.concurrency);
const log = pino({ level: 'warn' }) as unknown as FastifyBaseLogger;

type Driver = 'http' | 'oneapi';

interface Run {
  db: string;
  driver: Driver;
  due: number;
  succeeded: number;
  seconds: number;
  perSecond: number;
  /** Calls the gateway received (the oneapi token fetches apart). */
  gatewayCalls: number;
}

async function gatewayFor(driver: Driver) {
  if (driver === 'http') {
    const gateway = await startFakeOperator({ token: 'bench-token' });
    return {
      env: { CHARGING_DRIVER: 'http', CHARGING_HTTP_URL: gateway.url, CHARGING_HTTP_TOKEN: 'bench-token' },
      calls: () => gateway.calls.length,
      movedOnce: (count: number) => gateway.charges.size === count,
      close: () => gateway.close(),
    };
  }
  const gateway = await startOneApiGateway({});
  return {
    env: {
      CHARGING_DRIVER: 'oneapi',
      ONEAPI_BASE_URL: gateway.baseUrl,
      ONEAPI_TOKEN_URL: gateway.tokenUrl,
      ONEAPI_CLIENT_ID: gateway.clientId,
      ONEAPI_CLIENT_SECRET: gateway.clientSecret,
    },
    calls: () => gateway.state().paymentCalls,
    movedOnce: (count: number) => {
      const moved = Object.values(gateway.state().moneyMoved);
      return moved.length === count && moved.every((times) => times === 1);
    },
    close: () => gateway.close(),
  };
}

async function run(kind: 'pglite' | 'postgres', driver: Driver): Promise<Run> {
  const fresh = await freshDatabase(kind, { label: 'gateways', poolSize: 8 });
  const database = await openDatabase(fresh.config);
  const gateway = await gatewayFor(driver);
  try {
    await migrateDatabase(database);
    await seedDue(database, COUNT);
    const { deps, stop } = await benchServices(
      database,
      {
        CHARGING_TPS: String(TPS),
        ...gateway.env,
      },
      log,
    );
    const started = performance.now();
    const result = await sweepRenewals(deps, { now: NOW, parallel: 1, concurrency: CONCURRENCY });
    const seconds = (performance.now() - started) / 1000;
    await stop();

    const [check] = rowsOf<{ rows: number; succeeded: number }>(
      await database.db.execute(sql`
        select count(*)::int as rows, count(*) filter (where status = 'succeeded')::int as succeeded
        from transactions
      `),
    );
    if (check!.rows !== COUNT || check!.succeeded !== COUNT || !gateway.movedOnce(COUNT)) {
      throw new Error(`check failed on ${kind}/${driver}: ${JSON.stringify(check)} for ${COUNT} due`);
    }
    return {
      db: kind,
      driver,
      due: result.due,
      succeeded: result.succeeded,
      seconds: Number(seconds.toFixed(2)),
      perSecond: Math.round(result.succeeded / seconds),
      gatewayCalls: gateway.calls(),
    };
  } finally {
    await gateway.close();
    await database.close();
    await fresh.drop();
  }
}

const kinds = benchDatabases(values.only);

const results: Run[] = [];
for (const kind of kinds) {
  for (const driver of ['http', 'oneapi'] as const) {
    process.stdout.write(`${kind}: sweeping ${COUNT} due subscriptions through the ${driver} driver…\n`);
    results.push(await run(kind, driver));
  }
}
process.stdout.write('\n');
console.table(results);
for (const kind of kinds) {
  const http = results.find((entry) => entry.db === kind && entry.driver === 'http')!;
  const oneapi = results.find((entry) => entry.db === kind && entry.driver === 'oneapi')!;
  process.stdout.write(
    `${kind}: oneapi at ${((oneapi.perSecond / http.perSecond) * 100).toFixed(0)} % of http's charges/s\n`,
  );
}
process.stdout.write(`${JSON.stringify(results)}\n`);
