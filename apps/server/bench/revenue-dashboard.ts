/**
 * The revenue dashboard over a large ledger: `--rows` (5,000,000) charges seeded on PostgreSQL over
 * the last `--days` (180) days, 2 % of them declined, with a subscription event per charge; then the
 * summary tables built from nothing (the job's first run), one incremental run (what the job does
 * every five minutes), and the dashboard read for a 30-day and a 365-day view, 20 times each.
 * Fails when the slower view's median passes `--max-ms` (300). A benchmark: it prints figures.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
 *     npx tsx apps/server/bench/revenue-dashboard.ts [--rows 5000000] [--days 180] [--max-ms 300]
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { freshDatabase } from './fresh-database';
import { migrateDatabase } from '../src/db/migrate';
import { getRevenue, summarizeRevenue } from '../src/services/revenue';
import { DEFAULT_TIME_ZONE } from '@sarraf/contracts/time-zone';
import { daysBefore, localDateOf } from '../src/lib/local-time';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '5000000' },
    days: { type: 'string', default: '180' },
    'max-ms': { type: 'string', default: '300' },
  },
});
const ROWS = Number(values.rows);
const DAYS = Number(values.days);
const MAX_MS = Number(values['max-ms']);
const SUBSCRIBERS = 200_000;
const fresh = await freshDatabase('postgres', { label: 'revenue', poolSize: 6 });
const database = await openDatabase(fresh.config);

const timed = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await run();
  return [result, performance.now() - started];
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;

try {
  await migrateDatabase(database);
  const { db } = database;
  const now = new Date();
  const start = new Date(now.getTime() - DAYS * 86_400_000);
  const [, seedMs] = await timed(async () => {
    await db.execute(sql`insert into plans (name, price_minor, currency, period) values
      ('يومية', 5000, 'YER', 'daily'), ('أسبوعية', 30000, 'YER', 'weekly'), ('شهرية', 100000, 'YER', 'monthly')`);
    await db.execute(sql`
      with created as (
        insert into subscribers (msisdn)
        select '9677' || lpad(g::text, 8, '0') from generate_series(1, ${SUBSCRIBERS}::int) g returning id as sid
      )
      insert into subscriptions (subscriber_id, plan_id, state, current_period_start, current_period_end, next_renewal_at)
      select sid, (select p.id from plans p order by p.price_minor offset (sid % 3) limit 1),
             case when sid % 10 = 0 then 'cancelled'::subscription_state else 'active' end,
             ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz + interval '1 day',
             ${now.toISOString()}::timestamptz + interval '1 day'
      from created`);
    const span = Math.floor((now.getTime() - start.getTime()) / 1000);
    for (let first = 1; first <= ROWS; first += 500_000) {
      const last = Math.min(ROWS, first + 500_000 - 1);
      await db.execute(sql`
        with made as (
          insert into transactions (subscriber_id, subscription_id, plan_id, kind, status, amount_minor, currency,
                                    reference, reason, description, created_at, settled_at, period_start, period_end)
          select s.subscriber_id, s.id, s.plan_id, 'charge',
                 case when g % 50 = 0 then 'failed'::transaction_status else 'succeeded' end,
                 5000, 'YER', 'renewal:' || g,
                 case when g % 50 = 0 then (array['insufficient_balance', 'barred', 'unknown_subscriber'])[1 + g % 3] end,
                 'تجديد', t, t, t, t + interval '1 day'
          from generate_series(${first}::int, ${last}::int) g
          cross join lateral (select ${start.toISOString()}::timestamptz + ((g::bigint * 7919) % ${span}) * interval '1 second' as t) at
          join subscriptions s on s.subscriber_id = (g % ${SUBSCRIBERS}) + 1
          returning id, subscription_id, status, created_at
        )
        insert into subscription_events (subscription_id, from_state, to_state, reason, actor, transaction_id, created_at)
        select subscription_id, 'active', case when status = 'failed' then 'grace'::subscription_state else 'active' end,
               case when status = 'failed' then 'renewal_failed' else 'renewed' end, 'system', id, created_at
        from made`);
    }
    // Each subscription's first activation, and a cancellation for one in ten.
    await db.execute(sql`
      insert into subscription_events (subscription_id, from_state, to_state, reason, actor, created_at)
      select id, 'pending_payment', 'active', 'subscribed', 'subscriber', ${start.toISOString()}::timestamptz
      from subscriptions`);
    await db.execute(sql`
      insert into subscription_events (subscription_id, from_state, to_state, reason, actor, created_at)
      select id, 'active', 'cancelled', case when subscriber_id % 20 = 0 then 'cancel_keyword' else 'cancelled_by_subscriber' end,
             'subscriber', ${now.toISOString()}::timestamptz - (subscriber_id % ${DAYS}) * interval '1 day'
      from subscriptions where state = 'cancelled'`);
    await db.execute(sql`analyze`);
  });

  if (process.env.BENCH_KEEP) process.exit(0);
  const [firstRun, rebuildMs] = await timed(() => summarizeRevenue(db, DEFAULT_TIME_ZONE, { now }));
  const [, incrementalMs] = await timed(() => summarizeRevenue(db, DEFAULT_TIME_ZONE, { now }));
  const views: Record<string, number[]> = { '30 days': [], '365 days': [] };
  const to = localDateOf(now, DEFAULT_TIME_ZONE);
  for (let i = 0; i < 20; i++) {
    for (const [view, length] of [
      ['30 days', 29],
      ['365 days', 364],
    ] as const) {
      const from = daysBefore(to, length);
      const [, ms] = await timed(() => getRevenue(db, DEFAULT_TIME_ZONE, { from, to }, now));
      views[view]!.push(ms);
    }
  }
  const figures = {
    ledgerRows: ROWS,
    days: firstRun.days,
    seedSeconds: Number((seedMs / 1000).toFixed(1)),
    firstSummarySeconds: Number((rebuildMs / 1000).toFixed(1)),
    incrementalSummaryMs: Math.round(incrementalMs),
    dashboardMs: Object.fromEntries(
      Object.entries(views).map(([view, times]) => [
        view,
        { median: Math.round(median(times)), p95: Math.round(p95(times)) },
      ]),
    ),
  };
  console.log(JSON.stringify(figures));
  const slowest = Math.max(...Object.values(views).map(median));
  if (slowest > MAX_MS) throw new Error(`dashboard median ${slowest.toFixed(0)} ms is over ${MAX_MS} ms`);
} finally {
  await database.close();
  if (process.env.BENCH_KEEP) console.log(`kept ${fresh.where}`);
  else await fresh.drop();
}
