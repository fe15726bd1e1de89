import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrationsDir } from '../lib/paths';
import type { Database } from './client';

/**
 * Applies every pending committed SQL migration (apps/server/drizzle); safe at every start. Another
 * folder only for a test that stops short of the newest migrations.
 */
export async function migrateDatabase(
  database: Database,
  options: { migrationsFolder?: string } = {},
): Promise<void> {
  const config = { migrationsFolder: options.migrationsFolder ?? migrationsDir };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Record<string, never>>, config);
  } else {
    await migratePg(database.db as unknown as NodePgDatabase<Record<string, never>>, config);
  }
}
