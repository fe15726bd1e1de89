/**
 * Renewal sweep throughput: charges per second with a zero-latency simulated gateway,
 * on PGlite and on PostgreSQL (TEST_DATABASE_URL), for 100,000 due subscriptions; then a run with
 * CHARGING_TPS set, showing the limit honoured. A benchmark, not a test: it prints figures.
 *
 *   npx tsx apps/server/bench/renewal-sweep.ts [--count 100000] [--parallel 4] [--batch 500]
 *                                               [--tps 500] [--tps-count 5000] [--only pglite|postgres]
 *
 * Each run starts from a fresh, migrated database holding only the due subscriptions, sweeps them
 * as of one instant with the real engine (sweepRenewals: claim with FOR UPDATE SKIP LOCKED, pending
 * rows, gateway, settle), then checks the ledger holds exactly one succeeded charge per
 * subscription.
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
import { freshDatabase, NOW, seedDue } from './due-subscriptions';
import { benchDatabases } from './fresh-database';
import { busiestSecond } from './busiest-second';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    parallel: { type: 'string', default: '4' },
    batch: { type: 'string', default: '500' },
    tps: { type: 'string', default: '500' },
    'tps-count': { type: 'string', default: '5000' },
    only: { type: 'string' },
  },
});
const COUNT = Number(values.count);
const PARALLEL = Number(values.parallel);
const BATCH = Number(values.batch);
const TPS = Number(values.tps);
const TPS_COUNT = Number(values['tps-count']);
const log = pino({ level: 'warn' }) as unknown as FastifyBaseLogger;

interface Run {
  db: string;
  due: number;
  succeeded: number;
  seconds: number;
  perSecond: number;
  tps?: number;
  /** Under a limit: the rate of gateway calls from the first to the last, and the most in a second. */
  gatewayCallsPerSecond?: number;
  busiestSecond?: number;
}

async function run(kind: 'pglite' | 'postgres', count: number, tps: number | null): Promise<Run> {
  const fresh = await freshDatabase(kind, { label: 'renewals', poolSize: PARALLEL + 4 });
  const database = await openDatabase(fresh.config);
  try {
    await migrateDatabase(database);
    await seedDue(database, count);
    const { deps, stop } = await benchServices(
      database,
      {
        CHARGING_DRIVER: 'simulated',
        ...(tps ? { CHARGING_TPS: String(tps) } : {}),
      },
      log,
    );
    // Every gateway call is timed where it leaves: the rate the operator would see.
    const calls: number[] = [];
    // The one operator of a deployment without the operators file.
    const charging = deps.charging.of('default')!;
    const driver = charging.driver;
    charging.driver = {
      ...driver,
      charge: (request) => {
        calls.push(Date.now());
        return driver.charge(request);
      },
    };
    const started = performance.now();
    const result = await sweepRenewals(deps, {
      now: NOW,
      // Under a limit the engine picks its own batch size.
      ...(tps ? {} : { batchSize: BATCH }),
      // PGlite is one connection: parallel loops would only queue behind each other.
      parallel: kind === 'pglite' ? 1 : PARALLEL,
      // Under a limit, enough calls in flight to use every slot.
      concurrency: tps ? 64 : 1,
    });
    const seconds = (performance.now() - started) / 1000;
    await stop();

    const [check] = rowsOf<{ rows: number; subscriptions: number; succeeded: number }>(
      await database.db.execute(sql`
        select count(*)::int as rows, count(distinct subscription_id)::int as subscriptions,
               count(*) filter (where status = 'succeeded')::int as succeeded
        from transactions
      `),
    );
    if (check!.rows !== count || check!.subscriptions !== count || check!.succeeded !== count) {
      throw new Error(`ledger check failed on ${kind}: ${JSON.stringify(check)} for ${count} due`);
    }
    const callSpanS = (calls.at(-1)! - calls[0]!) / 1000;
    return {
      db: kind,
      due: result.due,
      succeeded: result.succeeded,
      seconds: Number(seconds.toFixed(2)),
      perSecond: Math.round(result.succeeded / seconds),
      ...(tps
        ? {
            tps,
            gatewayCallsPerSecond: Math.round((calls.length - 1) / callSpanS),
            busiestSecond: busiestSecond(calls),
          }
        : {}),
    };
  } finally {
    await database.close();
    await fresh.drop();
  }
}

const kinds = benchDatabases(values.only);

const results: Run[] = [];
for (const kind of kinds) {
  process.stdout.write(`${kind}: sweeping ${COUNT} due subscriptions, no rate limit…\n`);
  results.push(await run(kind, COUNT, null));
  process.stdout.write(`${kind}: sweeping ${TPS_COUNT} due subscriptions with CHARGING_TPS=${TPS}…\n`);
  results.push(await run(kind, TPS_COUNT, TPS));
}
process.stdout.write('\n');
console.table(results);
process.stdout.write(`${JSON.stringify(results)}\n`);
