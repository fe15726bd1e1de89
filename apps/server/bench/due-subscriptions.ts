import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';

// What the renewal benchmarks share: a fresh database of either kind, and due subscriptions in it.

/** The instant every seeded subscription is due. */
export const NOW = new Date('2031-01-01T00:00:00.000Z');

export { freshDatabase } from './fresh-database';

/** One plan, `count` subscribers with an active daily subscription whose renewal is due at NOW. */
export async function seedDue(database: Database, count: number): Promise<void> {
  const { db } = database;
  await db.execute(sql`
    insert into plans (name, price_minor, currency, period)
    values ('الباقة اليومية', 5000, 'YER', 'daily')
  `);
  for (let start = 0; start < count; start += 50_000) {
    const end = Math.min(count, start + 50_000);
    await db.execute(sql`
      with created as (
        insert into subscribers (msisdn)
        select '9677' || lpad(g::text, 8, '0') from generate_series(${start + 1}::int, ${end}::int) g
        returning id
      )
      insert into subscriptions (subscriber_id, plan_id, state, current_period_start, current_period_end, next_renewal_at)
      select id, (select id from plans limit 1), 'active',
             ${NOW.toISOString()}::timestamptz - interval '1 day', ${NOW.toISOString()}::timestamptz,
             ${NOW.toISOString()}::timestamptz
      from created
    `);
  }
  await db.execute(sql`analyze`);
}
