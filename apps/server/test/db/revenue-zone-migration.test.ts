import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { localDateOf } from '../../src/lib/local-time';
import { rowsOf } from '../../src/lib/sql-rows';
import { summarizeRevenue } from '../../src/services/revenue';
import { freshDatabaseTargets, migrationsBefore } from './fresh-databases';

/**
 * Revenue summaries stored by the versions that counted UTC days are rebuilt on the service's
 * days (TIME_ZONE) by the first run after the upgrade (docs/revenue.md#the-dashboard). The later
 * migration that counts each operator apart empties them, and the first run rebuilds them.
 */
describe.each(freshDatabaseTargets('revenue_zone_test'))(
  'the migration that marks the revenue summaries with their zone, on $name',
  (target) => {
    let database: Database;
    let drop: () => Promise<void> = async () => {};
    beforeAll(async () => {
      ({ database, drop } = await target.open({ migrate: false }));
      const before = migrationsBefore('revenue-days-time-zone');
      try {
        await migrateDatabase(database, { migrationsFolder: before.dir });
      } finally {
        before.remove();
      }
      // Summaries as the code before it wrote them: UTC days.
      await database.db.execute(sql`
        insert into revenue_days (day, charges_succeeded, active_end) values
          ('2026-03-10', 7, 3), ('2026-03-11', 2, 4)`);
      await database.db.execute(sql`
        insert into revenue_day_money (day, currency, gross_minor) values ('2026-03-10', 'YER', 35000)`);
      const upToOperators = migrationsBefore('revenue-per-operator');
      try {
        await migrateDatabase(database, { migrationsFolder: upToOperators.dir });
      } finally {
        upToOperators.remove();
      }
    });
    afterAll(() => drop());

    const days = async () =>
      rowsOf<{ day: string; charges_succeeded: number; time_zone: string }>(
        await database.db.execute(
          sql`select day::text as day, charges_succeeded, time_zone from revenue_days order by day`,
        ),
      );

    it('marks the rows it finds as UTC days', async () => {
      expect(await days()).toEqual([
        { day: '2026-03-10', charges_succeeded: 7, time_zone: 'UTC' },
        { day: '2026-03-11', charges_succeeded: 2, time_zone: 'UTC' },
      ]);
    });

    it('has the next run rebuild every day in TIME_ZONE, and the one after carry on as usual', async () => {
      await migrateDatabase(database);
      // Emptied by the migration that counts each operator apart; a row of the UTC days as before.
      expect(await days()).toEqual([]);
      await database.db.execute(sql`
        insert into revenue_days (day, charges_succeeded, active_end, time_zone) values ('2026-03-10', 7, 3, 'UTC')`);
      const now = new Date();
      const first = await summarizeRevenue(database.db, 'Asia/Aden', { now });
      expect(first.rebuilt).toBe(true);
      // An empty ledger: nothing is left of the UTC rows, today is counted in Aden.
      expect(await days()).toEqual([
        { day: localDateOf(now, 'Asia/Aden'), charges_succeeded: 0, time_zone: 'Asia/Aden' },
      ]);
      const money = rowsOf<{ n: number }>(
        await database.db.execute(sql`select count(*)::int as n from revenue_day_money`),
      );
      expect(money[0]?.n).toBe(0);
      expect((await summarizeRevenue(database.db, 'Asia/Aden', { now })).rebuilt).toBe(false);
      // Another TIME_ZONE later: rebuilt again, in that zone.
      expect((await summarizeRevenue(database.db, 'America/New_York', { now })).rebuilt).toBe(true);
      expect((await days()).map((row) => row.time_zone)).toEqual(['America/New_York']);
    });
  },
);
