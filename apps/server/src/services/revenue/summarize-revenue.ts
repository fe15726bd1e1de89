import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../lib/sql-rows';
import { localDayOf } from '../../lib/local-day-sql';
import { daysBefore, localDateOf, startOfLocalDate } from '../../lib/local-time';
import { DEFAULT_OPERATOR_ID } from '../../env';

const DAY_MS = 86_400_000;
// A charge is looked for among rows created this long before the first day recomputed: a row
// settles within minutes, or within a day through reconciliation; the margin keeps the scan on the
// created_at index instead of the whole ledger.
const SETTLE_MARGIN = '3 days';

export interface SummarizeResult {
  from: string;
  to: string;
  days: number;
  /** Every day was recomputed: asked for, or the stored rows counted another zone's days. */
  rebuilt: boolean;
}

/**
 * Keeps the revenue summary tables current (docs/revenue.md#the-dashboard). Days are calendar days
 * of `zone`, the service's TIME_ZONE (docs/design.md#one-clock). Each run recomputes from the day
 * before the last summarized day to today: what can still change, since charges settle and events
 * happen "now". The first run, `rebuild`, or a run that finds rows summarized in another zone (the
 * UTC days of earlier versions, or before TIME_ZONE changed) computes every day since the first
 * ledger row or subscription event. The active base at a day's end is the running sum of entries
 * into and exits from access (active or grace) in the subscription history, so no day needs a
 * snapshot taken at midnight. Per plan it counts under the subscription's plan today. Every row is
 * one operator's: a charge counts under its ledger row's operator, a subscription event under its
 * subscriber's, and each operator keeps its own active base (docs/operators.md#the-care-role).
 */
export async function summarizeRevenue(
  db: Db,
  zone: string,
  options: {
    now?: Date;
    rebuild?: boolean;
    /** The operators served: each gets its row of every day, with nothing to count or not. */
    operatorIds?: readonly string[];
  } = {},
): Promise<SummarizeResult> {
  const served = options.operatorIds?.length ? options.operatorIds : [DEFAULT_OPERATOR_ID];
  const to = localDateOf(options.now ?? new Date(), zone);
  return db.transaction(async (tx) => {
    // One summarizer at a time (two workers' ticks, or the job and the bench).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('revenue.summarize'))`);
    const [stale] = rowsOf<{ stale: boolean }>(
      await tx.execute(sql`select exists (select 1 from revenue_days where time_zone <> ${zone}) as stale`),
    );
    const rebuild = Boolean(options.rebuild || stale?.stale);
    if (rebuild) {
      for (const table of [
        'revenue_days',
        'revenue_day_money',
        'revenue_day_plans',
        'revenue_day_failures',
      ]) {
        await tx.execute(sql.raw(`delete from ${table}`));
      }
    }
    const [last] = rowsOf<{ last: string | null; first: string | null }>(
      await tx.execute(sql`select (select max(day)::text from revenue_days) as last,
        least((select ${localDayOf(sql`min(created_at)`, zone)} from transactions),
              (select ${localDayOf(sql`min(created_at)`, zone)} from subscription_events))::text as first`),
    );
    // Never before the first day anything happened: a rebuild and the running summaries agree. Each
    // day recomputed starts from the base stored for the day before it (none before the first day).
    const first = last?.first ?? to;
    const resumeAt = last?.last ? daysBefore(last.last, 1) : first;
    const capped = resumeAt < to ? resumeAt : to;
    const from = capped > first ? capped : first;
    if (from > to) return { from, to, days: 0, rebuilt: rebuild };
    // The instant `from` began in the zone: rows are picked by time, and counted under their local day.
    const fromStart = startOfLocalDate(from, zone).toISOString();

    for (const table of ['revenue_days', 'revenue_day_money', 'revenue_day_plans', 'revenue_day_failures']) {
      await tx.execute(sql`delete from ${sql.raw(table)} where day >= ${from}::date`);
    }

    // Charges that settled on the days recomputed.
    const settled = sql`
      select t.*, ${localDayOf(sql`t.settled_at`, zone)} as day
      from transactions t
      where t.created_at >= ${fromStart}::timestamptz - interval '${sql.raw(SETTLE_MARGIN)}'
        and t.settled_at >= ${fromStart}::timestamptz and t.status <> 'pending'`;
    // Entries into (+1) and exits from (-1) access, per subscription event.
    const accessMove = sql`case
      when e.to_state in ('active', 'grace') and (e.from_state is null or e.from_state not in ('active', 'grace')) then 1
      when e.from_state in ('active', 'grace') and e.to_state not in ('active', 'grace') then -1
      else 0 end`;

    await tx.execute(sql`
      with days as (
        select d::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') d
      ),
      operators as (
        select * from (values ${sql.join(
          served.map((id) => sql`(${id})`),
          sql`, `,
        )}) as served (operator_id)
        union select distinct operator_id from subscribers
      ),
      charges as materialized (
        select day, operator_id,
               count(*) filter (where kind = 'charge' and status = 'succeeded')::int as ok,
               count(*) filter (where kind = 'charge' and status = 'failed')::int as failed
        from (${settled}) s group by day, operator_id
      ),
      events as materialized (
        select ${localDayOf(sql`e.created_at`, zone)} as day, sb.operator_id,
               count(*) filter (where e.reason in ('subscribed', 'trial_started'))::int as new_subscriptions,
               count(*) filter (where ${cancelledBy('web')})::int as web,
               count(*) filter (where ${cancelledBy('sms')})::int as sms,
               count(*) filter (where ${cancelledBy('operator')})::int as operator,
               count(*) filter (where ${cancelledBy('admin')})::int as admin,
               count(*) filter (where ${cancelledBy('unpaid')})::int as unpaid,
               sum(${accessMove})::int as moved
        from subscription_events e
        join subscriptions su on su.id = e.subscription_id
        join subscribers sb on sb.id = su.subscriber_id
        where e.created_at >= ${fromStart}::timestamptz
        group by 1, 2
      ),
      before as (
        select operator_id, active_end as active from revenue_days where day = ${from}::date - 1
      )
      insert into revenue_days (day, operator_id, charges_succeeded, charges_failed, new_subscriptions,
        cancelled_web, cancelled_sms, cancelled_operator, cancelled_admin, cancelled_unpaid, active_end,
        time_zone)
      select days.day, o.operator_id, coalesce(c.ok, 0), coalesce(c.failed, 0),
             coalesce(ev.new_subscriptions, 0), coalesce(ev.web, 0), coalesce(ev.sms, 0),
             coalesce(ev.operator, 0), coalesce(ev.admin, 0), coalesce(ev.unpaid, 0),
             coalesce(b.active, 0)
               + sum(coalesce(ev.moved, 0)) over (partition by o.operator_id order by days.day),
             ${zone}
      from days cross join operators o
      left join before b on b.operator_id = o.operator_id
      left join charges c on c.day = days.day and c.operator_id = o.operator_id
      left join events ev on ev.day = days.day and ev.operator_id = o.operator_id`);

    await tx.execute(sql`
      insert into revenue_day_money (day, operator_id, currency, gross_minor, refunded_minor)
      select day, operator_id, currency,
             coalesce(sum(amount_minor) filter (where kind = 'charge' and status = 'succeeded'), 0),
             coalesce(sum(amount_minor) filter (where kind = 'refund' and status = 'succeeded'), 0)
      from (${settled}) s group by day, operator_id, currency`);

    await tx.execute(sql`
      insert into revenue_day_failures (day, operator_id, reason, count)
      select day, operator_id, coalesce(nullif(reason, ''), 'unknown'), count(*)::int
      from (${settled}) s where kind = 'charge' and status = 'failed' group by 1, 2, 3`);

    await tx.execute(sql`
      with days as (
        select d::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') d
      ),
      money as materialized (
        select day, plan_id, sum(amount_minor)::bigint as gross, count(*)::int as ok
        from (${settled}) s where kind = 'charge' and status = 'succeeded' group by 1, 2
      ),
      moves as materialized (
        select ${localDayOf(sql`e.created_at`, zone)} as day, s.plan_id, sum(${accessMove})::int as moved
        from subscription_events e join subscriptions s on s.id = e.subscription_id
        where e.created_at >= ${fromStart}::timestamptz group by 1, 2
      ),
      before as (
        select p.id as plan_id, coalesce(r.active_end, 0) as active
        from plans p left join revenue_day_plans r on r.day = ${from}::date - 1 and r.plan_id = p.id
      )
      insert into revenue_day_plans (day, plan_id, currency, gross_minor, charges_succeeded, active_end)
      select days.day, p.id, p.currency, coalesce(m.gross, 0), coalesce(m.ok, 0),
             b.active + sum(coalesce(mv.moved, 0)) over (partition by p.id order by days.day)
      from days cross join plans p
      join before b on b.plan_id = p.id
      left join money m on m.day = days.day and m.plan_id = p.id
      left join moves mv on mv.day = days.day and mv.plan_id = p.id`);

    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
    return { from, to, days, rebuilt: rebuild };
  });
}

/** A transition into `cancelled` by one channel (docs/revenue.md#the-dashboard). */
function cancelledBy(channel: 'web' | 'sms' | 'operator' | 'admin' | 'unpaid') {
  const into = sql`e.to_state = 'cancelled' and e.from_state is distinct from 'cancelled'`;
  switch (channel) {
    case 'sms':
      // The phone's own channels: the STOP keyword and the USSD menu's cancel.
      return sql`${into} and e.reason in ('cancel_keyword', 'cancel_ussd')`;
    case 'operator':
      // The end of suspension counts as unpaid, also when an operator-charged renewal's failure ended it.
      return sql`${into} and e.actor = 'operator' and e.reason not in ('cancel_keyword', 'cancel_ussd', 'cancelled_unpaid')`;
    case 'admin':
      return sql`${into} and e.actor = 'admin'`;
    case 'unpaid':
      return sql`${into} and e.reason = 'cancelled_unpaid'`;
    case 'web':
      return sql`${into} and e.actor = 'subscriber' and e.reason not in ('cancel_keyword', 'cancel_ussd')`;
  }
}
