/**
 * Two operators' renewals in one sweep: a capped operator must not slow another down. Operator A
 * is capped at `--a-tps` (10), operator B at `--b-tps` (200), each with `--count` (20,000) due
 * renewals on PostgreSQL (TEST_DATABASE_URL; the caps are shared through the database there).
 * First B alone, then A and B together in one `sweepRenewals`; it reports B's time in each, how
 * far apart they are, and the most gateway calls each operator had in any one second. A's whole
 * queue would take `count / a-tps` seconds (2,000 s), so the run stops once B is done: what is
 * measured is B's time and both caps.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
 *     npx tsx apps/server/bench/operators-renewals.ts [--count 20000] [--a-tps 10] [--b-tps 200]
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { rowsOf } from '../src/lib/sql-rows';
import { sweepRenewals } from '../src/services/billing';
import { benchServices } from './bench-services';
import { freshDatabase, NOW, seedDue } from './due-subscriptions';
import { busiestSecond } from './busiest-second';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '20000' },
    'a-tps': { type: 'string', default: '10' },
    'b-tps': { type: 'string', default: '200' },
  },
});
const COUNT = Number(values.count);
const A_TPS = Number(values['a-tps']);
const B_TPS = Number(values['b-tps']);
const log = pino({ level: 'warn' }) as unknown as FastifyBaseLogger;

if (!process.env.TEST_DATABASE_URL) {
  process.stderr.write('TEST_DATABASE_URL is not set: this benchmark runs on PostgreSQL.\n');
  process.exit(1);
}

/** An operators file: A on 77 and B on 71, simulated gateways under their caps. */
function operatorsFile(operators: { id: string; prefix: string; tps: number }[]): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'sarraf-bench-operators-')), 'operators.json');
  writeFileSync(
    file,
    JSON.stringify({
      operators: operators.map((operator) => ({
        id: operator.id,
        name: { ar: operator.id, en: operator.id },
        msisdn_prefixes: [operator.prefix],
        charging_driver: 'simulated',
        charging_tps: operator.tps,
      })),
    }),
  );
  return file;
}

interface Outcome {
  /** Seconds from the start of the sweep to B's last renewal settled. */
  bSeconds: number;
  bBusiestSecond: number;
  aCharged: number;
  aBusiestSecond: number | null;
}

async function run(withA: boolean): Promise<Outcome> {
  const operators = [
    ...(withA ? [{ id: 'operator-a', prefix: '77', tps: A_TPS }] : []),
    { id: 'operator-b', prefix: '71', tps: B_TPS },
  ];
  const fresh = await freshDatabase('postgres', { label: 'operators', poolSize: 12 });
  const database = await openDatabase(fresh.config);
  try {
    await migrateDatabase(database);
    for (const operator of operators) await seedDue(database, COUNT, operator);
    const { deps, stop } = await benchServices(database, { OPERATORS_FILE: operatorsFile(operators) }, log);
    // Every gateway call is timed where it leaves, per operator: the rate each operator sees.
    const calls = new Map(operators.map((operator) => [operator.id, [] as number[]]));
    for (const operator of operators) {
      const charging = deps.charging.of(operator.id)!;
      const driver = charging.driver;
      charging.driver = {
        ...driver,
        charge: (request) => {
          calls.get(operator.id)!.push(Date.now());
          return driver.charge(request);
        },
      };
    }
    const started = performance.now();
    // The sweep runs on: A's whole queue takes count / a-tps seconds. B's end is read from the ledger.
    const sweep = sweepRenewals(deps, { now: NOW, parallel: 2, concurrency: 64 });
    sweep.catch(() => undefined);
    let bSeconds = 0;
    for (;;) {
      const [row] = rowsOf<{ settled: number }>(
        await database.db.execute(sql`
          select count(*)::int as settled from transactions
          where operator_id = 'operator-b' and status = 'succeeded'`),
      );
      if (row!.settled >= COUNT) {
        bSeconds = (performance.now() - started) / 1000;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const a = calls.get('operator-a') ?? [];
    const outcome = {
      bSeconds: Number(bSeconds.toFixed(1)),
      bBusiestSecond: busiestSecond(calls.get('operator-b')!),
      aCharged: a.length,
      aBusiestSecond: withA ? busiestSecond(a) : null,
    };
    if (withA) {
      // A's loops still charge at its cap and hold the pool: what they do from here is not measured,
      // and the drop that ends their connections makes them fail. The run exits after it.
      process.on('uncaughtException', () => undefined);
      process.on('unhandledRejection', () => undefined);
    } else {
      await sweep;
      await stop();
      await database.close();
    }
    return outcome;
  } finally {
    await fresh.drop();
  }
}

process.stdout.write(`B alone: ${COUNT} renewals at ${B_TPS} TPS…\n`);
const alone = await run(false);
process.stdout.write(`${JSON.stringify(alone)}\n`);
process.stdout.write(`A (${A_TPS} TPS) and B (${B_TPS} TPS) together, ${COUNT} renewals each…\n`);
const together = await run(true);
process.stdout.write(`${JSON.stringify(together)}\n`);
const slower = (together.bSeconds / alone.bSeconds - 1) * 100;
process.stdout.write(
  `B took ${together.bSeconds} s beside A against ${alone.bSeconds} s alone (${slower >= 0 ? '+' : ''}${slower.toFixed(1)} %); ` +
    `busiest second: A ${together.aBusiestSecond} (cap ${A_TPS}), B ${together.bBusiestSecond} (cap ${B_TPS})\n`,
);
if (slower > 10 || (together.aBusiestSecond ?? 0) > A_TPS || together.bBusiestSecond > B_TPS)
  process.exitCode = 1;
// A's sweep is still charging at its cap; the run has what it measured.
process.exit();
