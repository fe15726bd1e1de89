import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { settings } from '../../db/schema/index';
import { rowsOf } from '../../lib/sql-rows';
import { DEFAULT_TIME_ZONE } from '@sarraf/contracts/time-zone';
import type { TopUpHours } from '../../lib/top-up-hours';

/** The `settings` key of the learned top-up hours (docs/design.md#retries-at-top-up-hours). */
export const TOP_UP_HOURS_KEY = 'billing.top_up_hours';

/** How far back the ledger is read: long enough for a steady sample, short enough to follow habits. */
export const LEARNING_WINDOW_DAYS = 30;

const ZStoredHours = z.object({
  learned_at: z.iso.datetime(),
  since: z.iso.datetime(),
  // The zone the hours were counted in; hours learned before it was kept were Aden's.
  time_zone: z.string().default(DEFAULT_TIME_ZONE),
  hours: z.array(z.object({ attempts: z.int().min(0), successes: z.int().min(0) })).length(24),
});
export type StoredTopUpHours = z.output<typeof ZStoredHours>;

/**
 * Learns when this operator's subscribers top up, from the ledger: every renewal attempt of the
 * last 30 days that followed a decline for insufficient balance of the same subscription, counted
 * per hour of the day in `zone` (the service's TIME_ZONE) with how many succeeded. The success rate
 * of such retries by hour is when credit has just arrived. Only subscriptions that had such a
 * decline are read, through the ledger's index on (subscription, time). Kept in `settings` for the
 * charge settlement to read; what it learned is returned.
 */
export async function learnTopUpHours(db: Db, zone: string, now = new Date()): Promise<StoredTopUpHours> {
  const since = new Date(now.getTime() - LEARNING_WINDOW_DAYS * 86_400_000);
  const counted = rowsOf<{ hour: number; attempts: string; successes: string }>(
    await db.execute(sql`
      with declined as (
        select distinct subscription_id from transactions
        where kind = 'charge' and status = 'failed' and reason = 'insufficient_balance'
          and created_at >= ${since.toISOString()}::timestamptz
      ),
      attempts as (
        select t.created_at, t.status,
               lag(t.status) over w as previous_status,
               lag(t.reason) over w as previous_reason
        from transactions t join declined d on d.subscription_id = t.subscription_id
        where t.kind = 'charge' and t.reference like 'renewal:%'
          and t.status in ('succeeded', 'failed')
          and t.created_at >= ${since.toISOString()}::timestamptz - interval '40 days'
          and t.created_at < ${now.toISOString()}::timestamptz
        window w as (partition by t.subscription_id order by t.created_at, t.id)
      )
      select extract(hour from created_at at time zone ${zone})::int as hour,
             count(*)::text as attempts,
             count(*) filter (where status = 'succeeded')::text as successes
      from attempts
      where previous_status = 'failed' and previous_reason = 'insufficient_balance'
        and created_at >= ${since.toISOString()}::timestamptz
      group by 1
    `),
  );
  const hours = Array.from({ length: 24 }, () => ({ attempts: 0, successes: 0 }));
  for (const row of counted) {
    hours[row.hour] = { attempts: Number(row.attempts), successes: Number(row.successes) };
  }
  const stored: StoredTopUpHours = {
    learned_at: now.toISOString(),
    since: since.toISOString(),
    time_zone: zone,
    hours,
  };
  await db
    .insert(settings)
    .values({ key: TOP_UP_HOURS_KEY, value: stored })
    .onConflictDoUpdate({ target: settings.key, set: { value: stored, updatedAt: now } });
  return stored;
}

/** The learned hours as the state machine takes them; null before the first learning run. */
export async function readTopUpHours(db: Db | Tx): Promise<TopUpHours | null> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, TOP_UP_HOURS_KEY));
  const parsed = ZStoredHours.safeParse(row?.value);
  return parsed.success ? { zone: parsed.data.time_zone, hours: parsed.data.hours } : null;
}
