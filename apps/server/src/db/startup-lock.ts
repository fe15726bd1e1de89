import type { Database } from './client';

// Any fixed 64-bit number shared by every Sarraf process: "sarraf" in ASCII.
const STARTUP_LOCK_KEY = 0x73_61_72_72_61_66;

/**
 * Several processes starting at once against one PostgreSQL (compose: 2 API replicas + a worker)
 * must not run migrations or the demo seed concurrently; a session advisory lock serialises them.
 * PGlite is single-process and needs no lock.
 */
export async function withStartupLock<T>(database: Database, fn: () => Promise<T>): Promise<T> {
  if (!database.pool) return fn();
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await fn();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
    client.release();
  }
}
