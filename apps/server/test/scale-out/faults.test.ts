import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/client';
import { plans, smsMessages, transactions } from '../../src/db/schema/index';
import { postgresUrl, quoteIdentifier, withAdminClient } from '../support/databases';
import { eventually, startFakeHttpGateway } from '../sms/fake-gateways';
import { startFakeOperator, type FakeOperator } from '../billing/fake-operator';
import { newLocalMsisdn } from '../session/helpers';
import {
  builtServer,
  startServerProcess,
  startTcpProxy,
  type ServerProcess,
  type TcpProxy,
} from './processes';
import { readError } from '@sarraf/contracts/typed-client';
import { z } from 'zod';

/**
 * Faults survived (docs/operations.md#what-the-tests-prove), on the production topology: an API process and a
 * worker, each the built server, reach PostgreSQL and Redis through TCP proxies the test cuts and restores
 * (the machine's own servers cannot be restarted from a test; from the application's side an outage looks the
 * same), and talk to fake SMS and charging gateways the test can break. The worker killed with
 * SIGKILL mid-sweep is billing/worker-crash.test.ts.
 */
const enabled = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);

interface Sample {
  status: number | 'network';
  ms: number;
}

async function timed(run: () => Promise<Response>): Promise<Sample> {
  const started = Date.now();
  try {
    const response = await run();
    await response.arrayBuffer();
    return { status: response.status, ms: Date.now() - started };
  } catch {
    return { status: 'network', ms: Date.now() - started };
  }
}

describe.skipIf(!enabled)('faults survived by an API process and a worker', () => {
  const run = `${process.pid}_${Date.now().toString(36)}`;
  const databaseName = `sarraf_faults_${run}`;
  let dataDir: string;
  let pgProxy: TcpProxy;
  let redisProxy: TcpProxy;
  let sms: Awaited<ReturnType<typeof startFakeHttpGateway>>;
  let operator: FakeOperator;
  let database: Database;
  let env: Record<string, string>;
  let api: ServerProcess;
  let worker: ServerProcess;

  const login = (msisdn = newLocalMsisdn()) => api.api.call('login', { json: { msisdn } });

  beforeAll(async () => {
    await withAdminClient((client) => client.query(`create database ${quoteIdentifier(databaseName)}`));
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'sarraf-faults-'));
    const pg = new URL(process.env.TEST_DATABASE_URL!);
    const redis = new URL(process.env.REDIS_URL!);
    pgProxy = await startTcpProxy({ host: pg.hostname, port: Number(pg.port || 5432) });
    redisProxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    const viaProxy = (url: URL, port: number) => {
      const copy = new URL(url);
      copy.hostname = '127.0.0.1';
      copy.port = String(port);
      return copy;
    };
    const databaseUrl = viaProxy(pg, pgProxy.port);
    databaseUrl.pathname = `/${databaseName}`;
    sms = await startFakeHttpGateway();
    operator = await startFakeOperator();
    env = {
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: viaProxy(redis, redisProxy.port).toString(),
      REDIS_PREFIX: `sarraf-test-${run}:`,
      DATA_DIR: dataDir,
      APP_SECRET: 'test-secret-test-secret-test-secret-000',
      SMS_DRIVER: 'http',
      SMS_HTTP_URL: sms.url,
      SMS_SEND_TIMEOUT_MS: '700',
      // The gateway's "minute" down is shortened to seconds: the first retry comes after 1 s.
      SMS_RETRY_DELAY_S: '1',
      CHARGING_DRIVER: 'http',
      CHARGING_HTTP_URL: operator.url,
      CHARGING_HTTP_TIMEOUT_MS: '500',
      OTP_RESEND_S: '0',
      OTP_IP_SENDS_PER_HOUR: '100000',
      OTP_BLOCK_SENDS_PER_HOUR: '100000',
      LOG_LEVEL: 'warn',
    };
    api = await startServerProcess({ ...env, APP_ROLE: 'api' });
    worker = await startServerProcess(
      { ...env, APP_ROLE: 'worker', LOG_LEVEL: 'info' },
      { waitFor: /worker started/ },
    );
    database = await openDatabase({ kind: 'postgres', url: postgresUrl(databaseName), poolSize: 2 });
  }, 180_000);

  afterAll(async () => {
    await Promise.all([api, worker].filter(Boolean).map((server) => server.stop(20_000)));
    await database?.close();
    await Promise.all([pgProxy?.close(), redisProxy?.close(), sms?.close(), operator?.close()]);
    await withAdminClient((client) =>
      client.query(`drop database if exists ${quoteIdentifier(databaseName)} with (force)`),
    );
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('answers 503 fast while PostgreSQL is away, keeps serving cached content, and recovers by itself', async () => {
    const cachedRead = () => api.api.call('getCurrencyList');
    expect((await login()).status).toBe(200);
    expect((await cachedRead()).status).toBe(200);

    await pgProxy.cut();
    const during: Sample[] = [];
    const reads: Sample[] = [];
    const until = Date.now() + 4_000;
    while (Date.now() < until) {
      during.push(await timed(() => login()));
      during.push(await timed(() => api.api.call('getReady')));
      reads.push(await timed(cachedRead));
    }
    // Every database-backed answer is a 503 with Retry-After, never a 500, and none hangs.
    expect(api.child.exitCode, api.output().slice(-3000)).toBeNull();
    expect(new Set(during.map((sample) => sample.status))).toEqual(new Set([503]));
    expect(Math.max(...during.map((sample) => sample.ms))).toBeLessThan(3_500);
    // Public content is served from memory through the outage.
    expect(reads.every((sample) => sample.status === 200)).toBe(true);
    const refused = await login();
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect((await readError(refused)).message).toMatch(/[\u0600-\u06FF]/);

    await pgProxy.restore();
    const restoredAt = Date.now();
    await eventually(async () => (await login()).status === 200, 15_000);
    const recoveryMs = Date.now() - restoredAt;
    await api.api.ok('getReady');
    expect(api.child.exitCode).toBeNull();
    expect(worker.child.exitCode).toBeNull();
    expect(api.output()).not.toContain('unhandled error');
    console.info(
      `PostgreSQL cut: ${during.length} answers, all 503, slowest ${Math.max(...during.map((s) => s.ms))} ms; recovered ${recoveryMs} ms after restore`,
    );
  }, 60_000);

  it('answers 503 (not 500) while Redis is away and recovers by itself', async () => {
    expect((await login()).status).toBe(200);
    await redisProxy.cut();
    const during: Sample[] = [];
    const until = Date.now() + 3_000;
    while (Date.now() < until) during.push(await timed(() => login()));
    expect(new Set(during.map((sample) => sample.status))).toEqual(new Set([503]));
    expect(Math.max(...during.map((sample) => sample.ms))).toBeLessThan(2_500);
    // Content reads do not need Redis.
    expect((await api.api.call('getCurrencyList')).status).toBe(200);

    await redisProxy.restore();
    const restoredAt = Date.now();
    await eventually(async () => (await login()).status === 200, 15_000);
    console.info(
      `Redis cut: ${during.length} answers, all 503, slowest ${Math.max(...during.map((s) => s.ms))} ms; recovered ${Date.now() - restoredAt} ms after restore`,
    );
    expect(api.output()).not.toContain('unhandled error');
  }, 60_000);

  it('queues the codes of an SMS gateway outage and delivers each once when it is back', async () => {
    sms.state.mode = 'failing';
    const numbers = [newLocalMsisdn(), newLocalMsisdn(), newLocalMsisdn()];
    for (const msisdn of numbers) {
      const response = await login(msisdn);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBeTruthy();
    }
    const stored = numbers.map((msisdn) => `967${msisdn}`);
    const rows = () => database.db.select().from(smsMessages).where(inArray(smsMessages.msisdn, stored));
    expect((await rows()).every((row) => row.status === 'queued' || row.status === 'sending')).toBe(true);
    // Down for a while: the worker's retries fail and back off.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(sms.received.filter((message) => stored.includes(message.body.to))).toHaveLength(0);

    sms.state.mode = 'up';
    const backAt = Date.now();
    await eventually(async () => (await rows()).every((row) => row.status === 'sent'), 40_000);
    const delivered = sms.received.filter((message) => stored.includes(message.body.to));
    expect(delivered.map((message) => message.body.to).sort()).toEqual([...stored].sort());
    console.info(
      `SMS gateway down: ${numbers.length} codes queued, all delivered once ${Date.now() - backAt} ms after it came back`,
    );
  }, 90_000);

  it('leaves charges the gateway did not answer in time pending, and reconciles them without charging twice', async () => {
    const NOW = new Date('2032-03-01T09:00:00.000Z');
    const DUE = 20;
    const [plan] = await database.db.select().from(plans).where(eq(plans.period, 'daily'));
    const msisdns = Array.from({ length: DUE }, (_, i) => `96778${String(i).padStart(7, '0')}`);
    await database.db.execute(sql`
      with created as (
        insert into subscribers (msisdn) select unnest(${sql.raw(`array[${msisdns.map((m) => `'${m}'`).join(',')}]`)}) returning id
      )
      insert into subscriptions (subscriber_id, plan_id, state, current_period_start, current_period_end, next_renewal_at)
      select id, ${plan!.id}::uuid, 'active', ${NOW.toISOString()}::timestamptz - interval '1 day',
             ${NOW.toISOString()}::timestamptz, ${NOW.toISOString()}::timestamptz
      from created
    `);
    // Half the numbers: the gateway takes the money and never answers (a timeout after charging).
    const hung = msisdns.slice(0, DUE / 2);
    for (const msisdn of hung) operator.setMode(msisdn, 'hang');

    const swept = await api.api.ok('runDevBillingSweep', { json: { now: NOW.toISOString() } });
    expect(swept.data).toMatchObject({
      due: DUE,
      succeeded: DUE / 2,
      pending: DUE / 2,
    });

    // The gateway answers again; the reconcile job (here by hand, as after an incident) looks each
    // pending charge up by reference and settles it from the gateway's own record.
    for (const msisdn of hung) operator.setMode(msisdn, 'succeed');
    const reconcile = await runCli(['billing:reconcile', '--older-than-s', '0'], env);
    expect(reconcile).toMatchObject({ stillPending: 0 });
    const again = await api.api.ok('runDevBillingSweep', { json: { now: NOW.toISOString() } });
    expect(again.data).toMatchObject({ due: 0 });

    const rows = await database.db
      .select({ status: transactions.status, reference: transactions.reference })
      .from(transactions)
      .where(sql`${transactions.reference} like ${`renewal:%:${NOW.toISOString()}`}`);
    expect(rows).toHaveLength(DUE);
    expect(rows.every((row) => row.status === 'succeeded')).toBe(true);
    for (const msisdn of msisdns) expect(operator.takenFrom(msisdn)).toHaveLength(1);
    const posts = operator.calls.filter(
      (call) => call.method === 'POST' && call.reference.endsWith(NOW.toISOString()),
    );
    expect(posts).toHaveLength(DUE);
  }, 90_000);
});

/** `node dist/cli.js …` of the same build, with the deployment's environment. */
async function runCli(args: string[], env: Record<string, string>): Promise<Record<string, number>> {
  const cli = path.join(path.dirname(await builtServer()), 'cli.js');
  const child = spawn(process.execPath, [cli, ...args], {
    env: { PATH: process.env.PATH, ...env, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  expect(code, out).toBe(0);
  return z.record(z.string(), z.number()).parse(JSON.parse(out.trim().split('\n').at(-1)!));
}
