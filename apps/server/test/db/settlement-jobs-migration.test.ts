import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { rowsOf } from '../../src/lib/sql-rows';
import { freshDatabaseTargets, migrationsBefore } from './fresh-databases';

/**
 * Before settlement imports were jobs, each process ran its own and a crash left its row
 * `running`: the upgrade keeps the newest such row alone under the one-active rule
 * (docs/adr/0008-settlement-import-as-a-job.md).
 */
describe.each(freshDatabaseTargets('settlement_jobs_migration_test'))(
  'the migration that makes settlement imports jobs, on $name',
  (target) => {
    let database: Database;
    let drop: () => Promise<void> = async () => {};
    beforeAll(async () => {
      ({ database, drop } = await target.open({ migrate: false }));
      const before = migrationsBefore('settlement-import-jobs');
      try {
        await migrateDatabase(database, { migrationsFolder: before.dir });
      } finally {
        before.remove();
      }
      await database.db.execute(sql`
        insert into settlement_imports (sha256, file_name, status, imported_by_label) values
          ('a', 'crashed-first.csv', 'running', 'x'), ('b', 'done.csv', 'done', 'x'),
          ('c', 'crashed-last.csv', 'running', 'x')`);
      await migrateDatabase(database);
    });
    afterAll(() => drop());

    it('keeps the newest running import and every done one, and then allows one active import only', async () => {
      const rows = rowsOf<{ file_name: string; status: string; attempts: number }>(
        await database.db.execute(
          sql`select file_name, status, attempts from settlement_imports order by id`,
        ),
      );
      expect(rows).toEqual([
        { file_name: 'done.csv', status: 'done', attempts: 0 },
        { file_name: 'crashed-last.csv', status: 'running', attempts: 0 },
      ]);
      const refused = await database.db
        .execute(
          sql`insert into settlement_imports (sha256, file_name, status, imported_by_label) values ('d', 'q.csv', 'queued', 'x')`,
        )
        .then(
          () => 'inserted',
          (error: { cause?: { constraint?: string } }) => error.cause?.constraint,
        );
      expect(refused).toBe('settlement_imports_one_active');
    });
  },
);
