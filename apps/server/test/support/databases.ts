import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseConfig } from '../../src/db/client';

/**
 * Test databases. A fresh database costs 4–6 s on PGlite, so global-setup migrates one
 * template per run and every test server starts from a copy: a directory copy on PGlite,
 * `CREATE DATABASE … TEMPLATE` on PostgreSQL.
 */
export type TemplateName = 'empty' | 'seeded';

export const testDbKind = (): 'pglite' | 'postgres' =>
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export function postgresUrl(database: string): string {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdminClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

export interface TestDatabase {
  config: DatabaseConfig;
  /** Removes the copy (directory or database). */
  drop(): Promise<void>;
}

/** A private copy of a template for one test server. */
export async function copyTemplate(template: { pglite: string; postgres: string }): Promise<TestDatabase> {
  if (testDbKind() === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sarraf-test-'));
    cpSync(template.pglite, dir, { recursive: true });
    return {
      config: { kind: 'pglite', dataDir: dir },
      drop: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
    };
  }
  const name = `sarraf_t_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 7)}`;
  // PostgreSQL copies a template only while nothing else holds it, and two test workers may copy
  // the same one at the same instant ("source database … is being accessed by other users",
  // SQLSTATE 55006): wait a moment and try again.
  for (let attempt = 1; ; attempt++) {
    try {
      await withAdminClient((client) =>
        client.query(`create database ${quote(name)} template ${quote(template.postgres)}`),
      );
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
  return {
    config: { kind: 'postgres', url: postgresUrl(name), poolSize: 5 },
    drop: () =>
      withAdminClient((client) => client.query(`drop database if exists ${quote(name)} with (force)`)).then(
        () => {},
      ),
  };
}

export { quote as quoteIdentifier };
