import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { plans } from '../../src/db/schema/index';

/**
 * `count` subscribers (`9677` + eight digits from 1) with an active subscription to the template's
 * daily plan, due for renewal at `now`: written straight into the database, for tests of the sweep
 * itself rather than of signing up.
 */
export async function seedDueSubscriptions(database: Database, count: number, now: Date): Promise<void> {
  const [plan] = await database.db.select().from(plans).where(eq(plans.period, 'daily'));
  if (!plan) throw new Error('the template has no daily plan');
  await database.db.execute(sql`
    with created as (
      insert into subscribers (msisdn)
      select '9677' || lpad(g::text, 8, '0') from generate_series(1, ${count}::int) g
      returning id
    )
    insert into subscriptions (subscriber_id, plan_id, state, current_period_start, current_period_end, next_renewal_at)
    select id, ${plan.id}::uuid, 'active', ${now.toISOString()}::timestamptz - interval '1 day',
           ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from created
  `);
}
