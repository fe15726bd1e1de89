import { spawn } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { type DatabaseConfig, openDatabase } from '../../src/db/client';
import { loadConfig } from '../../src/env';
import { rowsOf } from '../../src/lib/sql-rows';
import { refuseUnservedOperators } from '../../src/runtime';
import { storedOperatorIds } from '../../src/services/operators';
import { signUp, startBillingServer } from '../support/billing';
import { copyTemplate, type TestDatabase } from '../support/databases';
import type { TestServer } from '../support/test-server';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Two operators: today's numbers stay `default`'s, and Sabafon's 71 is new. */
function operatorsFile(): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'sarraf-operators-')), 'operators.json');
  const operator = (id: string, prefixes: string[], secret: string) => ({
    id,
    name: { ar: id, en: id },
    msisdn_prefixes: prefixes,
    operator_webhook_secret: secret,
  });
  writeFileSync(
    file,
    JSON.stringify({
      operators: [
        operator('default', ['77', '78'], 'default-secret-0123456789'),
        operator('sabafon', ['71'], 'sabafon-secret-0123456789'),
      ],
    }),
  );
  return file;
}

/**
 * The database where the ops commands find it: PostgreSQL by DATABASE_URL, or PGlite moved into
 * DATA_DIR/pglite (PGlite does not open a directory through a link).
 */
function placeDatabase(copy: TestDatabase): { env: Record<string, string>; config: DatabaseConfig } {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sarraf-data-'));
  if (copy.config.kind === 'postgres') {
    return { env: { DATABASE_URL: copy.config.url, DATA_DIR: dataDir }, config: copy.config };
  }
  const placed = path.join(dataDir, 'pglite');
  renameSync(copy.config.dataDir, placed);
  return { env: { DATA_DIR: dataDir }, config: { kind: 'pglite', dataDir: placed } };
}

/** `npm run operators:assign` as an operator runs it: its own process, the server stopped. */
function runAssign(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'operators:assign', ...args], {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'test', APP_SECRET: 'test-secret-test-secret-test-secret-000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out })));
}

describe('existing rows belong to the default operator', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startBillingServer();
  });
  afterAll(() => server.close());

  it('files subscribers, plans and charges under `default`, and starts with only `default` configured', async () => {
    const subscriber = await signUp(server);
    const [row] = rowsOf<{ subscriber: string; plan: string; charge: string | null }>(
      await server.database.db.execute(sql`
        select s.operator_id as subscriber, p.operator_id as plan,
          (select operator_id from transactions t where t.subscriber_id = s.id limit 1) as charge
        from subscribers s, plans p where s.msisdn = ${subscriber.msisdn} and p.id = ${subscriber.plan.uuid}`),
    );
    expect(row).toEqual({ subscriber: 'default', plan: 'default', charge: 'default' });
    expect(await storedOperatorIds(server.database.db)).toEqual(['default']);
    await expect(refuseUnservedOperators(server.config, server.database)).resolves.toBeUndefined();
  });

  it('refuses an operator id the column rules out', async () => {
    await expect(
      server.database.db.execute(sql`update plans set operator_id = 'Not An Id' where true`),
    ).rejects.toThrow();
  });
});

describe('npm run operators:assign', () => {
  let copy: TestDatabase;
  let placed: ReturnType<typeof placeDatabase>;
  let env: Record<string, string>;
  beforeAll(async () => {
    copy = await copyTemplate(inject('templates').seeded);
    placed = placeDatabase(copy);
    env = { ...placed.env, OPERATORS_FILE: operatorsFile() };
  });
  afterAll(async () => {
    await copy.drop();
    rmSync(placed.env.DATA_DIR!, { recursive: true, force: true });
  });

  async function inDatabase<T>(
    read: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>,
  ): Promise<T> {
    const database = await openDatabase(placed.config);
    try {
      return await read(database);
    } finally {
      await database.close();
    }
  }

  it('moves every row of one operator to another, settled charges included, audited; refuses a move it cannot make', async () => {
    // A settled charge on the ledger, which its guard otherwise keeps as it was.
    const before = await inDatabase(async (database) => {
      const { db } = database;
      const [plan] = rowsOf<{ id: string }>(
        await db.execute(sql`select id from plans order by sort_order limit 1`),
      );
      await db.execute(sql`
        with s as (insert into subscribers (msisdn) values ('967771000001') returning id),
          sub as (insert into subscriptions (subscriber_id, plan_id, state)
            select id, ${plan!.id}::uuid, 'active' from s returning id, subscriber_id)
        insert into transactions (subscriber_id, subscription_id, plan_id, status, amount_minor, currency,
          reference, description, settled_at)
        select subscriber_id, id, ${plan!.id}::uuid, 'succeeded', 5000, 'YER', 'test:operators-assign',
          'اشتراك', now() from sub`);
      await db.execute(sql`insert into sms_messages (msisdn, text, purpose, driver)
        values ('967771000001', 'مرحباً', 'billing.welcome', 'outbox')`);
      return rowsOf<{ plans: number; subscribers: number; transactions: number; sms: number }>(
        await db.execute(sql`select
          (select count(*)::int from plans) as plans,
          (select count(*)::int from subscribers) as subscribers,
          (select count(*)::int from transactions) as transactions,
          (select count(*)::int from sms_messages) as sms`),
      )[0]!;
    });
    expect(before.transactions).toBeGreaterThan(0);

    const refused = await runAssign(['--from', 'default', '--to', 'nowhere'], env);
    expect(refused.code).toBe(1);
    expect(refused.out.trim()).toBe('--to nowhere is not an operator of this deployment (default, sabafon)');

    const moved = await runAssign(['--from', 'default', '--to', 'sabafon'], env);
    expect(moved.code, moved.out).toBe(0);
    expect(moved.out).toContain(
      `Moved to sabafon: ${before.subscribers} subscribers, ${before.plans} plans, ${before.transactions} ledger rows, ${before.sms} SMS.`,
    );

    await inDatabase(async (database) => {
      const { db } = database;
      expect(await storedOperatorIds(db)).toEqual(['sabafon']);
      const [audit] = rowsOf<{ actor_label: string; after: unknown }>(
        await db.execute(sql`select actor_label, after from audit_log where action = 'operator.assign'`),
      );
      expect(audit).toEqual({ actor_label: 'operators:assign', after: before });
      // Only the operator moved: the settled charge itself still cannot be rewritten.
      const rewrite = await db
        .execute(sql`update transactions set amount_minor = 1 where reference = 'test:operators-assign'`)
        .then(
          () => 'rewritten',
          (error: Error) => String(error.cause),
        );
      expect(rewrite).toMatch(/transaction \d+ is settled \(succeeded\) and cannot be changed/);

      // A start serving only `default` now finds rows of an operator it does not serve.
      const onlyDefault = loadConfig({ ...placed.env, NODE_ENV: 'test' });
      await expect(refuseUnservedOperators(onlyDefault, database)).rejects.toThrow(
        /^Invalid configuration: OPERATORS_FILE \(unset\): operator sabafon is named by stored rows but not configured; add it, or move its rows: npm run operators:assign -- --from sabafon --to default$/,
      );
    });
  }, 180_000);
});
