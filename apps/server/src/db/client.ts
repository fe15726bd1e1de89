import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;

/** One type for both drivers: services never know whether they run on PGlite or PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DatabaseConfig =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; poolSize?: number };

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Present in the embedded mode: pg-boss runs on it through `fromPglite`. */
  readonly pglite?: PGlite;
  /** Present with `DATABASE_URL`. */
  readonly pool?: pg.Pool;
  /** The connection string with `DATABASE_URL` (pg-boss opens its own small pool on it). */
  readonly url?: string;
  /** Throws when the database does not answer (for `/api/ready`). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

// PostgreSQL returns bigint (int8) as string by default; our int8 columns are counters and ids that
// fit in a JS number, and numeric stays a string so rates keep every decimal (no floating-point drift).
pg.types.setTypeParser(20, (value) => Number(value));

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'pglite') {
    mkdirSync(config.dataDir, { recursive: true });
    const pglite = await PGlite.create(config.dataDir);
    const db = drizzlePglite(pglite, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      kind: 'pglite',
      db,
      pglite,
      async ping() {
        await pglite.query('select 1');
      },
      async close() {
        if (!pglite.closed) await pglite.close();
      },
    };
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolSize ?? 10,
    // Fail fast when the server is down instead of queueing requests behind a dead pool.
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => {});
  // Nor a checked-out one: pg-pool removes its idle listener while a client is lent out (inside a
  // transaction, between two statements), and an 'error' event with no listener kills the process.
  // The statement in flight fails on its own (→ 503) and the pool discards the broken client.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    pool,
    url: config.url,
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await pool.end();
    },
  };
}
