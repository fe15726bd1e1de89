import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { migrationsDir } from '../../src/lib/paths';
import { postgresUrl, quoteIdentifier, withAdminClient } from '../support/databases';

/**
 * Brand-new migrated databases (not copies of the global templates): these tests are about what
 * the migrations and the seed do to an empty database. PGlite always; PostgreSQL too when
 * TEST_DATABASE_URL is set, and only PostgreSQL in the suite's PostgreSQL pass (TEST_DB=postgres).
 */
export interface FreshDatabaseTarget {
  name: 'PGlite' | 'PostgreSQL';
  /** `migrate: false` leaves it empty, for a test that applies the migrations itself. */
  open: (options?: { migrate?: boolean }) => Promise<{ database: Database; drop: () => Promise<void> }>;
}

const pgliteTarget: FreshDatabaseTarget = {
  name: 'PGlite',
  open: async (options = {}) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sarraf-db-test-'));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    if (options.migrate !== false) await migrateDatabase(database);
    return {
      database,
      drop: async () => {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

const postgresTarget = (prefix: string): FreshDatabaseTarget => ({
  name: 'PostgreSQL',
  open: async (options = {}) => {
    const name = `${prefix}_${randomBytes(6).toString('hex')}`;
    await withAdminClient((client) => client.query(`create database ${quoteIdentifier(name)}`));
    const database = await openDatabase({ kind: 'postgres', url: postgresUrl(name), poolSize: 2 });
    if (options.migrate !== false) await migrateDatabase(database);
    return {
      database,
      drop: async () => {
        await database.close();
        await withAdminClient((client) =>
          client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`),
        );
      },
    };
  },
});

/** `prefix` names the PostgreSQL databases (e.g. `seed_test` → `seed_test_<random>`). */
export function freshDatabaseTargets(prefix: string): FreshDatabaseTarget[] {
  if (process.env.TEST_DB === 'postgres') return [postgresTarget(prefix)];
  return process.env.TEST_DATABASE_URL ? [pgliteTarget, postgresTarget(prefix)] : [pgliteTarget];
}

/** The migrations folder as it stood before the one whose tag ends with `tag`. */
export function migrationsBefore(tag: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sarraf-migrations-'));
  cpSync(migrationsDir, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(tag));
  if (at <= 0) throw new Error(`no migration ${tag} after the first`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
