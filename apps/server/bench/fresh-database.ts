import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseConfig } from '../src/db/client';

/** An empty database of its own for one benchmark run, and how to throw it away. */
export interface FreshDatabase {
  config: DatabaseConfig;
  /** The PGlite directory or the PostgreSQL database's name, to keep and inspect it. */
  where: string;
  drop(): Promise<void>;
}

/** Runs one statement on the PostgreSQL server of TEST_DATABASE_URL (create or drop a database). */
async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database: a PGlite directory under the system's temporary folder, or a new
 * database named `sarraf_bench_<label>_<time>` on the server of TEST_DATABASE_URL. Every
 * benchmark starts from one, so figures never depend on what an earlier run left.
 */
export async function freshDatabase(
  kind: 'pglite' | 'postgres',
  options: { label: string; poolSize?: number },
): Promise<FreshDatabase> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), `sarraf-bench-${options.label}-`));
    return {
      config: { kind: 'pglite', dataDir: dir },
      where: dir,
      drop: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
    };
  }
  if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL must name a PostgreSQL server');
  const name = `sarraf_bench_${options.label.replace(/\W/g, '_')}_${Date.now().toString(36)}`;
  await onServer(`create database "${name}"`);
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString(), poolSize: options.poolSize ?? 8 },
    where: name,
    drop: () => onServer(`drop database if exists "${name}" with (force)`),
  };
}

/**
 * The databases a benchmark runs on, PGlite first: PostgreSQL too when TEST_DATABASE_URL names a
 * server (said on stdout when it does not); `--only pglite|postgres` keeps one.
 */
export function benchDatabases(only: string | undefined): Array<'pglite' | 'postgres'> {
  const kinds: Array<'pglite' | 'postgres'> = [];
  if (!only || only === 'pglite') kinds.push('pglite');
  if (!only || only === 'postgres') {
    if (process.env.TEST_DATABASE_URL) kinds.push('postgres');
    else process.stdout.write('TEST_DATABASE_URL is not set: PostgreSQL is skipped.\n');
  }
  return kinds;
}
