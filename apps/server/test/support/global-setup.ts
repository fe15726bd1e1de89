import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseConfig } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { openJobQueue } from '../../src/jobs/queue';
import { queueDefinitions } from '../../src/worker';
import { seedDemoData } from '../../src/services/seed';
import { postgresUrl, quoteIdentifier, testDbKind, withAdminClient, type TemplateName } from './databases';
import { silentLogger } from './silent-logger';

declare module 'vitest' {
  export interface ProvidedContext {
    templates: Record<TemplateName, { pglite: string; postgres: string }>;
  }
}

async function prepare(config: DatabaseConfig, seed: boolean) {
  const database = await openDatabase(config);
  await migrateDatabase(database);
  if (seed) await seedDemoData(database.db);
  // pg-boss creates its own schema on first start: do it once here, not in every test.
  const queue = await openJobQueue(database, {
    isWorker: false,
    log: silentLogger,
    queues: queueDefinitions,
  });
  await queue.stop({ graceful: false, close: false });
  await database.close();
}

export default async function setup(project: TestProject) {
  const kind = testDbKind();
  const root = mkdtempSync(path.join(os.tmpdir(), 'sarraf-templates-'));
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  const templates = {} as Record<TemplateName, { pglite: string; postgres: string }>;

  for (const name of ['empty', 'seeded'] as const) {
    const entry = { pglite: path.join(root, name), postgres: `sarraf_tpl_${name}_${runId}` };
    if (kind === 'pglite') {
      await prepare({ kind: 'pglite', dataDir: entry.pglite }, name === 'seeded');
    } else {
      await withAdminClient((client) => client.query(`create database ${quoteIdentifier(entry.postgres)}`));
      await prepare({ kind: 'postgres', url: postgresUrl(entry.postgres), poolSize: 2 }, name === 'seeded');
    }
    templates[name] = entry;
  }
  project.provide('templates', templates);

  return async () => {
    rmSync(root, { recursive: true, force: true });
    if (kind === 'postgres') {
      await withAdminClient(async (client) => {
        for (const entry of Object.values(templates)) {
          await client.query(`drop database if exists ${quoteIdentifier(entry.postgres)} with (force)`);
        }
      });
    }
  };
}
