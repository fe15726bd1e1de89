/**
 * Settlement import at the size of a month of a large base: `--lines` (2,000,000) ledger charges
 * seeded on PostgreSQL, the operator's file holding each of them (a few changed, so every report
 * group has lines), then `billing:settle` run as the real command while its peak memory (VmHWM) is
 * read from /proc. Fails when the peak passes `--max-mb` (300). A benchmark: it prints figures.
 *
 *   npm run build && TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
 *     npx tsx apps/server/bench/settlement-import.ts [--lines 2000000] [--max-mb 300]
 *     [--cli apps/server/dist/cli.js]
 *
 * `--cli` runs another build of the command (the one before a change, to compare).
 */
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { freshDatabase } from './fresh-database';
import { migrateDatabase } from '../src/db/migrate';
import { runSettleCommand } from './run-settle-command';

const { values } = parseArgs({
  options: {
    lines: { type: 'string', default: '2000000' },
    'max-mb': { type: 'string', default: '300' },
    cli: { type: 'string' },
  },
});
const LINES = Number(values.lines);
const MAX_MB = Number(values['max-mb']);
const SUBSCRIBERS = 100_000;
const root = path.resolve(import.meta.dirname, '../../..');

const fresh = await freshDatabase('postgres', { label: 'settle', poolSize: 4 });
const work = mkdtempSync(path.join(os.tmpdir(), 'sarraf-settle-bench-'));

try {
  const database = await openDatabase(fresh.config);
  const seedStarted = performance.now();
  await migrateDatabase(database);
  const { db } = database;
  await db.execute(
    sql`insert into plans (name, price_minor, currency, period) values ('يومية', 5000, 'YER', 'daily')`,
  );
  await db.execute(sql`
    with created as (
      insert into subscribers (msisdn)
      select '9677' || lpad(g::text, 8, '0') from generate_series(1, ${SUBSCRIBERS}::int) g returning id
    )
    insert into subscriptions (subscriber_id, plan_id, state, current_period_start, current_period_end, next_renewal_at)
    select id, (select id from plans limit 1), 'active', '2026-11-30T00:00:00Z', '2026-12-01T00:00:00Z', '2026-12-01T00:00:00Z'
    from created`);
  // One charge per line, spread over November 2026, each settled the moment it was made.
  for (let start = 1; start <= LINES; start += 250_000) {
    const end = Math.min(LINES, start + 250_000 - 1);
    await db.execute(sql`
      insert into transactions (subscriber_id, subscription_id, plan_id, kind, status, amount_minor, currency,
                                reference, description, created_at, settled_at, period_start, period_end)
      select s.subscriber_id, s.id, s.plan_id, 'charge', 'succeeded', 5000, 'YER', 'renewal:' || g, 'تجديد',
             t, t, t, t + interval '1 day'
      from generate_series(${start}::int, ${end}::int) g
      cross join lateral (select '2026-11-01T00:00:00Z'::timestamptz + (g % 2592000) * interval '1 second' as t) at
      join (select id, subscriber_id, plan_id, row_number() over (order by subscriber_id) as n from subscriptions) s
        on s.n = (g % ${SUBSCRIBERS}) + 1`);
  }
  await db.execute(sql`analyze`);
  await database.close();
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  // The operator's file: every charge, except one left out, one with another amount, one said refunded,
  // and one reference we never sent.
  const file = path.join(work, 'settlement-2026-11.csv');
  const out = createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write('reference,msisdn,amount,currency,status,charged_at\n');
  for (let g = 1; g <= LINES; g++) {
    if (g === 7) continue;
    const at = new Date(Date.UTC(2026, 10, 1) + (g % 2_592_000) * 1000).toISOString();
    const amount = g === 11 ? '49.00' : '50.00';
    const status = g === 13 ? 'refunded' : 'charged';
    await write(
      `renewal:${g},9677${String((g % SUBSCRIBERS) + 1).padStart(8, '0')},${amount},YER,${status},${at}\n`,
    );
  }
  await write(`unknown:1,967700000000,50.00,YER,charged,2026-11-15T12:00:00.000Z\n`);
  out.end();
  await once(out, 'finish');
  const megabytes = statSync(file).size / 1024 / 1024;

  const run = await runSettleCommand({
    cli: values.cli ?? path.join(root, 'apps/server/dist/cli.js'),
    file,
    databaseUrl: fresh.config.kind === 'postgres' ? fresh.config.url : '',
    dataDir: work,
    sampleMs: 100,
  });
  process.stderr.write(run.stderr);
  const { code, seconds, stdout } = run;
  const summary = JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<string, number>;
  const peakMb = run.peakRssMb;
  console.log(
    JSON.stringify({
      lines: LINES,
      fileMb: Number(megabytes.toFixed(1)),
      seedSeconds: Number(seedSeconds.toFixed(1)),
      importSeconds: Number(seconds.toFixed(1)),
      linesPerSecond: Math.round(summary.lines! / seconds),
      peakRssMb: Number(peakMb.toFixed(1)),
      summary,
    }),
  );
  if (code !== 0) throw new Error(`billing:settle exited ${code}`);
  const expected = {
    matched: LINES - 3,
    missing_here: 1,
    missing_there: 1,
    amount_mismatch: 1,
    status_mismatch: 1,
  };
  for (const [group, count] of Object.entries(expected)) {
    if (summary[group] !== count) throw new Error(`${group}: ${summary[group]}, expected ${count}`);
  }
  if (peakMb > MAX_MB) throw new Error(`peak memory ${peakMb.toFixed(0)} MB is over ${MAX_MB} MB`);
} finally {
  rmSync(work, { recursive: true, force: true });
  await fresh.drop();
}
