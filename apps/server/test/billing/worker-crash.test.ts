import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/client';
import { subscriptions, transactions } from '../../src/db/schema/index';
import { copyTemplate, testDbKind, type TestDatabase } from '../support/databases';
import { eventually } from '../sms/fake-gateways';
import { startFakeOperator, type FakeOperator } from './fake-operator';
import { seedDueSubscriptions } from '../support/due-subscriptions';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DUE = 240;
const NOW = new Date('2031-06-01T09:00:00.000Z');

/**
 * Runs an ops command (docs/operations.md#ops-commands) in its own process, as an operator or the worker
 * would.
 */
function startCli(
  args: string[],
  env: Record<string, string>,
): { child: ChildProcess; done: Promise<{ code: number | null; out: string }> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const done = new Promise<{ code: number | null; out: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, out })),
  );
  return { child, done };
}

async function runCli(args: string[], env: Record<string, string>) {
  const { done } = startCli(args, env);
  const result = await done;
  expect(result.code, result.out).toBe(0);
  return JSON.parse(result.out.trim().split('\n').at(-1)!) as Record<string, number>;
}

// PGlite lives inside one process: a worker that can be killed beside the test needs
// the PostgreSQL server.
describe.skipIf(testDbKind() !== 'postgres')('a renewal sweep killed mid-batch', () => {
  let copy: TestDatabase;
  let database: Database;
  let gateway: FakeOperator;
  let env: Record<string, string>;

  beforeAll(async () => {
    // The global setup's job-queue pool may still hold the template for a few seconds after it
    // closes (idle connections), and PostgreSQL copies no template in use: wait for it.
    copy = await eventually(() => copyTemplate(inject('templates').seeded).catch(() => null), 30_000);
    if (copy.config.kind !== 'postgres') throw new Error('needs PostgreSQL');
    database = await openDatabase(copy.config);
    // A little latency, and a rate limit, so that the kill lands while charges are in flight.
    gateway = await startFakeOperator({ latencyMs: 5 });
    env = {
      NODE_ENV: 'test',
      DATABASE_URL: copy.config.url,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'sarraf-crash-')),
      APP_SECRET: 'test-secret-test-secret-test-secret-000',
      CHARGING_DRIVER: 'http',
      CHARGING_HTTP_URL: gateway.url,
      CHARGING_TPS: '120',
      LOG_LEVEL: 'silent',
    };
    await seedDueSubscriptions(database, DUE, NOW);
  }, 60_000);

  afterAll(async () => {
    await gateway?.close();
    await database?.close();
    await copy?.drop();
  });

  it('charges every due subscription exactly once after the worker is killed and restarted', async () => {
    // Batches of 50: when the kill lands, some batches are settled, one is at the gateway, the rest
    // are not claimed yet.
    const first = startCli(['billing:sweep', '--now', NOW.toISOString(), '--batch', '50'], env);
    await eventually(() => Promise.resolve(gateway.charges.size >= 75), 60_000);
    first.child.kill('SIGKILL');
    const killed = await first.done;
    expect(killed.code).toBeNull();
    const charged = gateway.charges.size;
    expect(charged).toBeGreaterThan(0);
    expect(charged).toBeLessThan(DUE);

    const [{ pending }] = (await database.db
      .select({ pending: sql<number>`count(*)::int` })
      .from(transactions)
      .where(eq(transactions.status, 'pending'))) as [{ pending: number }];
    expect(pending).toBeGreaterThan(0);

    // The restarted worker: the sweep charges what was never claimed and leaves what is in flight
    // alone, the reconcile job settles the rows the crash left pending, and a further sweep finds
    // nothing more to do.
    await runCli(['billing:sweep', '--now', NOW.toISOString(), '--batch', '50'], env);
    const reconciled = await runCli(['billing:reconcile', '--older-than-s', '0'], env);
    expect(reconciled.stillPending).toBe(0);
    const last = await runCli(['billing:sweep', '--now', NOW.toISOString()], env);
    expect(last).toMatchObject({ succeeded: 0, failed: 0, pending: 0 });

    // The ledger: one renewal per subscription for the period, succeeded; nothing pending.
    const rows = await database.db
      .select({
        subscriptionId: transactions.subscriptionId,
        status: transactions.status,
        reference: transactions.reference,
      })
      .from(transactions)
      .orderBy(asc(transactions.id));
    expect(rows).toHaveLength(DUE);
    expect(rows.every((row) => row.status === 'succeeded')).toBe(true);
    expect(new Set(rows.map((row) => row.subscriptionId)).size).toBe(DUE);
    expect(rows.every((row) => row.reference === `renewal:${row.subscriptionId}:${NOW.toISOString()}`)).toBe(
      true,
    );

    // The gateway's side: each number charged once, each reference once.
    const taken = [...gateway.charges.values()].filter((charge) => charge.status === 'succeeded');
    expect(taken).toHaveLength(DUE);
    expect(new Set(taken.map((charge) => charge.msisdn)).size).toBe(DUE);

    const states = await database.db
      .select({ state: subscriptions.state, count: sql<number>`count(*)::int` })
      .from(subscriptions)
      .groupBy(subscriptions.state);
    expect(states).toEqual([{ state: 'active', count: DUE }]);
  }, 120_000);
});
