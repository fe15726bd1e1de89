/**
 * The history of a pair over a year of rates for 30 markets: `--sources` (30) price sources, 12
 * currencies each published every `--every-hours` (2) hours for 365 days, on a fresh PostgreSQL
 * database (or PGlite with `--db pglite`). Then `getRateHistory` — what the route computes on a
 * cache miss; the route serves repeats from the content cache — for a year and a month, one source
 * and every source, a rial pair and a cross of two foreign currencies, `--runs` (10) times each.
 * Fails when the slowest median passes `--max-ms` (1000). A benchmark: it prints figures.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx apps/server/bench/rate-history.ts
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { TGetRateHistoryQuery } from '@sarraf/contracts';
import { DEFAULT_TIME_ZONE } from '@sarraf/contracts/time-zone';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { rowsOf } from '../src/lib/sql-rows';
import { createContentCache } from '../src/services/content-cache';
import { getRateHistory } from '../src/services/rates';
import { freshDatabase } from './fresh-database';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    sources: { type: 'string', default: '30' },
    'every-hours': { type: 'string', default: '2' },
    runs: { type: 'string', default: '10' },
    'max-ms': { type: 'string', default: '1000' },
  },
});
const SOURCES = Number(values.sources);
const EVERY_HOURS = Number(values['every-hours']);
const RUNS = Number(values.runs);
const MAX_MS = Number(values['max-ms']);
const CODES = ['USD', 'SAR', 'AED', 'EUR', 'GBP', 'EGP', 'KWD', 'QAR', 'OMR', 'JOD', 'TRY', 'CNY'];

const fresh = await freshDatabase(values.db === 'pglite' ? 'pglite' : 'postgres', { label: 'history' });
const database = await openDatabase(fresh.config);
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

try {
  await migrateDatabase(database);
  const { db } = database;
  const seedStarted = performance.now();
  await db.execute(
    sql`insert into currencies (code, name, symbol, flag, is_base) values ('YER', 'ريال يمني', 'ر.ي', '🇾🇪', true)`,
  );
  await db.execute(sql`
    insert into currencies (code, name, symbol, flag, is_base, sort_order)
    select code, code, code, '', false, ordinality
    from unnest(${`{${CODES.join(',')}}`}::text[]) with ordinality as c(code, ordinality)`);
  await db.execute(sql`
    insert into price_sources (name, city, type, is_primary, sort_order)
    select 'سوق ' || g, 'مدينة ' || g, 'parallel', g = 1, g from generate_series(1, ${SOURCES}::int) g`);
  // Every source quotes every currency every few hours for a year: a random walk around a level
  // per currency (Aden-like and Sanaa-like sources alternate, three times apart).
  const rows = rowsOf<{ count: string }>(
    await db.execute(sql`
      with points as (
        select s.id as source_id, c.id as currency_id, c.sort_order,
               now() - (h * interval '1 hour') as recorded_at,
               (case when s.id % 2 = 0 then 1620 else 535 end) / (1 + c.sort_order)
                 * (1 + 0.05 * sin(h / 200.0 + s.id + c.sort_order)) as mid
        from price_sources s cross join currencies c
        cross join generate_series(0, 365 * 24 - 1, ${EVERY_HOURS}::int) h
        where not c.is_base
      ), inserted as (
        insert into rates (currency_id, source_id, buy, sell, recorded_at)
        select currency_id, source_id, round((mid * 0.998)::numeric, 4), round((mid * 1.002)::numeric, 4), recorded_at from points
        returning 1
      )
      select count(*)::text as count from inserted`),
  );
  await db.execute(sql`analyze`);
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const cache = createContentCache();
  const cases: Array<
    [string, Omit<TGetRateHistoryQuery, 'period'> & { period: TGetRateHistoryQuery['period'] }]
  > = [
    ['USD→YER, every source, 1y', { from: 'USD', to: 'YER', period: '1y' }],
    ['USD→YER, one source, 1y', { from: 'USD', to: 'YER', source_id: 1, period: '1y' }],
    ['USD→SAR cross, every source, 1y', { from: 'USD', to: 'SAR', period: '1y' }],
    ['USD→YER, every source, 30d', { from: 'USD', to: 'YER', period: '30d' }],
  ];
  const figures: Record<string, { medianMs: number; maxMs: number; series: number; points: number }> = {};
  for (const [name, query] of cases) {
    const times: number[] = [];
    let series = 0;
    let points = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const { value } = await getRateHistory(db, cache, DEFAULT_TIME_ZONE, query);
      times.push(performance.now() - started);
      series = value.data.series.length;
      points = value.data.series.reduce((sum, line) => sum + line.points.length, 0);
    }
    figures[name] = {
      medianMs: Math.round(median(times)),
      maxMs: Math.round(Math.max(...times)),
      series,
      points,
    };
  }
  console.table(figures);
  console.log(
    JSON.stringify({
      db: fresh.config.kind,
      sources: SOURCES,
      rateRows: Number(rows[0]?.count ?? 0),
      seedSeconds: Number(seedSeconds.toFixed(1)),
      figures,
    }),
  );
  await cache.close();
  const slowest = Math.max(...Object.values(figures).map((figure) => figure.medianMs));
  if (slowest > MAX_MS) throw new Error(`slowest median ${slowest} ms is over ${MAX_MS} ms`);
} finally {
  await database.close();
  await fresh.drop();
}
