/**
 * Alert evaluation for one publish: how long evaluating and queueing 100,000 crossed
 * alerts takes, on PGlite and on PostgreSQL (TEST_DATABASE_URL; its own database, dropped after).
 * Then the dispatcher draining a share of those SMS at ALERT_SMS_TPS, to show the limit honoured.
 * A benchmark, not a test: it prints figures.
 *
 *   npx tsx apps/server/bench/alerts-publish.ts [--count 100000] [--tps 100] [--tps-count 1000]
 *                                               [--only pglite|postgres]
 *
 * Each run: a fresh migrated database holding `count` subscribers with an active subscription and
 * one "USD buy ≥ 500" alert each at one market (quiet hours off, notifications on), then the real
 * path: `publishRates` (USD at 510, crossing every alert) and `evaluatePublication` (the
 * `alerts.evaluate` job's work: decide, write the hysteresis state, store one notification and one
 * queued SMS per alert). Checked afterwards: exactly `count` notifications and SMS, and a second
 * evaluation (a restart re-running the job) adds none.
 */
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client';
import { benchDatabases, freshDatabase } from './fresh-database';
import { migrateDatabase } from '../src/db/migrate';
import { benchServices } from './bench-services';
import { rowsOf } from '../src/lib/sql-rows';
import { publishRates } from '../src/services/rates';
import { dispatchAlertSms, evaluatePublication } from '../src/services/alerts';
import { busiestSecond } from './busiest-second';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    tps: { type: 'string', default: '100' },
    'tps-count': { type: 'string', default: '1000' },
    only: { type: 'string' },
  },
});
const COUNT = Number(values.count);
const TPS = Number(values.tps);
const TPS_COUNT = Number(values['tps-count']);
const log = pino({ level: 'warn' }) as unknown as FastifyBaseLogger;

/** A base and a quoted currency, one market, `count` active subscribers with one alert each. */
async function seed(database: Database, count: number): Promise<number> {
  const { db } = database;
  await db.execute(sql`
    insert into currencies (code, name, symbol, flag, is_base) values
      ('YER', 'ريال يمني', 'ر.ي', '🇾🇪', true), ('USD', 'دولار أمريكي', '$', '🇺🇸', false)`);
  const [source] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into price_sources (name, city, type, is_primary)
      values ('سوق صنعاء', 'صنعاء', 'parallel', true) returning id`),
  );
  await db.execute(sql`insert into rates (currency_id, source_id, buy, sell, recorded_at)
    select id, ${source!.id}, 490, 495, now() - interval '1 hour' from currencies where code = 'USD'`);
  await db.execute(sql`insert into plans (name, price_minor, currency, period, max_alerts)
    values ('الباقة الشهرية', 100000, 'YER', 'monthly', 10)`);
  for (let start = 0; start < count; start += 50_000) {
    const end = Math.min(count, start + 50_000);
    await db.execute(sql`
      with created as (
        insert into subscribers (msisdn)
        select '9677' || lpad(g::text, 8, '0') from generate_series(${start + 1}::int, ${end}::int) g
        returning id
      ),
      subscribed as (
        insert into subscriptions (subscriber_id, plan_id, state, current_period_start, current_period_end)
        select id, (select id from plans limit 1), 'active', now(), now() + interval '30 days' from created
        returning subscriber_id
      ),
      awake as (
        insert into alert_preferences (subscriber_id, quiet_hours_enabled)
        select subscriber_id, false from subscribed returning subscriber_id
      )
      insert into alerts (subscriber_id, currency_id, source_id, side, condition, value)
      select subscriber_id, (select id from currencies where code = 'USD'), ${source!.id}, 'buy', 'above', 500
      from awake`);
  }
  await db.execute(sql`analyze`);
  return source!.id;
}

const count = async (database: Database, statement: ReturnType<typeof sql>) =>
  rowsOf<{ n: number }>(await database.db.execute(statement))[0]!.n;

async function run(kind: 'pglite' | 'postgres') {
  const fresh = await freshDatabase(kind, { label: 'alerts' });
  const database = await openDatabase(fresh.config);
  try {
    await migrateDatabase(database);
    const sourceId = await seed(database, COUNT);
    const { deps, stop } = await benchServices(
      database,
      {
        ALERT_SMS_TPS: String(TPS),
      },
      log,
    );
    const invalidator = { invalidate: () => Promise.resolve() };

    const started = performance.now();
    const published = await publishRates(
      database.db,
      { sourceId, rates: [{ currencyCode: 'USD', buy: '510', sell: '515' }] },
      invalidator,
    );
    const publishMs = performance.now() - started;
    const evaluated = await evaluatePublication(deps, published.publicationId!);
    const totalMs = performance.now() - started;

    const notifications = await count(database, sql`select count(*)::int as n from alert_notifications`);
    const sms = await count(
      database,
      sql`select count(*)::int as n from sms_messages where purpose = 'alert.rate' and status = 'queued'`,
    );
    const againStarted = performance.now();
    const again = await evaluatePublication(deps, published.publicationId!, { force: true });
    const againMs = performance.now() - againStarted;
    const smsAfter = await count(
      database,
      sql`select count(*)::int as n from sms_messages where purpose = 'alert.rate'`,
    );

    // The dispatcher under ALERT_SMS_TPS: only TPS_COUNT of them due, every send timed as it leaves.
    await database.db.execute(sql`update sms_messages set next_attempt_at = now() + interval '1 day'
      where id not in (select id from sms_messages where purpose = 'alert.rate' order by id limit ${TPS_COUNT})`);
    const times: number[] = [];
    const driver = deps.smsDrivers.of('default')!;
    const send = driver.send.bind(driver);
    driver.send = (message, options) => {
      times.push(Date.now());
      return send(message, options);
    };
    const dispatchStarted = performance.now();
    const dispatched = await dispatchAlertSms(deps, { maxMs: 600_000 });
    const dispatchS = (performance.now() - dispatchStarted) / 1000;
    await stop();
    await deps.smsDrivers.close();

    return {
      db: kind,
      alerts: COUNT,
      fired: evaluated.fired,
      notifications,
      smsQueued: sms,
      publishMs: Math.round(publishMs),
      evaluateAndQueueS: Number((totalMs / 1000).toFixed(2)),
      alertsPerSecond: Math.round(COUNT / (totalMs / 1000)),
      rerunFired: again.fired,
      rerunS: Number((againMs / 1000).toFixed(2)),
      smsTotalAfterRerun: smsAfter,
      dispatch: {
        tps: TPS,
        sent: dispatched.sent,
        perSecond: Math.round(dispatched.sent / dispatchS),
        busiestSecond: busiestSecond(times),
      },
    };
  } finally {
    await database.close();
    await fresh.drop();
  }
}

const kinds = benchDatabases(values.only);
for (const kind of kinds) {
  const result = await run(kind);
  process.stdout.write(`${JSON.stringify(result)}\n`);
  if (result.notifications !== COUNT || result.smsTotalAfterRerun !== COUNT || result.rerunFired !== 0) {
    process.stderr.write(`${kind}: expected exactly ${COUNT} notifications and SMS\n`);
    process.exitCode = 1;
  }
}
