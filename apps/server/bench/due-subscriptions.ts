import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { rowsOf } from '../src/lib/sql-rows';

// What the renewal benchmarks share: a fresh database of either kind, and due subscriptions in it.

/** The instant every seeded subscription is due. */
export const NOW = new Date('2031-01-01T00:00:00.000Z');

export { freshDatabase } from './fresh-database';

/**
 * One daily plan, and `count` subscribers with an active subscription to it whose renewal is due at
 * NOW. With `operator`, the plan and subscribers are that operator's, numbered `967` + its prefix.
 */
export async function seedDue(
  database: Database,
  count: number,
  operator: { id: string; prefix: string } = { id: 'default', prefix: '7' },
): Promise<void> {
  const { db } = database;
  const [plan] = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into plans (name, price_minor, currency, period, operator_id)
      values ('الباقة اليومية', 5000, 'YER', 'daily', ${operator.id})
      returning id
    `),
  );
  const digits = 9 - operator.prefix.length;
  for (let start = 0; start < count; start += 50_000) {
    const end = Math.min(count, start + 50_000);
    await db.execute(sql`
      with created as (
        insert into subscribers (msisdn, operator_id)
        select '967' || ${operator.prefix} || lpad(g::text, ${digits}::int, '0'), ${operator.id}
        from generate_series(${start + 1}::int, ${end}::int) g
        returning id
      )
      insert into subscriptions (subscriber_id, plan_id, state, current_period_start, current_period_end, next_renewal_at)
      select id, ${plan!.id}::uuid, 'active',
             ${NOW.toISOString()}::timestamptz - interval '1 day', ${NOW.toISOString()}::timestamptz,
             ${NOW.toISOString()}::timestamptz
      from created
    `);
  }
  await db.execute(sql`analyze`);
}
