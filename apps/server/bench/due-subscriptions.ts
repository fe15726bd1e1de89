import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseConfig } from '../src/db/client';

// What the renewal benchmarks share: a fresh database of either kind, and due subscriptions in it.

/** The instant every seeded subscription is due. */
export const NOW = new Date('2031-01-01T00:00:00.000Z');

/** A fresh, empty database: a PGlite directory, or a PostgreSQL database under TEST_DATABASE_URL. */
export async function freshDatabase(
  kind: 'pglite' | 'postgres',
  poolSize = 8,
): Promise<{ config: DatabaseConfig; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sarraf-bench-'));
    return {
      config: { kind: 'pglite', dataDir: dir },
      drop: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
    };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const name = `sarraf_bench_${Date.now().toString(36)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString(), poolSize },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

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
