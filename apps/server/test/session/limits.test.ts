import { afterAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { smsMessages } from '../../src/db/schema/index';
import { startTestServer, type TestServer } from '../support/test-server';
import { newLocalMsisdn, outbox, requestLoginCode, signIn, signUp } from './helpers';
import { readError } from '@sarraf/contracts/typed-client';
import { redisAnswers } from '../support/port-answers';

const REDIS_URL = 'redis://127.0.0.1:6379';

/** Captures the app's JSON log lines; `errors()` are those at level error and above. */
function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const errors = () =>
    lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((e) => e.level >= 50);
  return { stream, errors };
}

/** A fresh block (the msisdn without its last four digits) and numbers in it. */
function newBlock() {
  const block = `77${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;
  return (last: string) => `${block}${last}`.slice(0, 9);
}

describe('send limits and the daily SMS budget (docs/security.md "SMS abuse")', () => {
  const servers: TestServer[] = [];
  const start = async (env: Record<string, string>, logStream?: Writable) => {
    const server = await startTestServer({ env, ...(logStream ? { logStream } : {}) });
    servers.push(server);
    return server;
  };
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  it('limits codes per client IP', async () => {
    const server = await start({ OTP_IP_SENDS_PER_HOUR: '3' });
    for (let send = 0; send < 3; send++) {
      expect((await server.api.call('login', { json: { msisdn: newLocalMsisdn() } })).status).toBe(200);
    }
    const fourth = await server.api.call('login', { json: { msisdn: newLocalMsisdn() } });
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    // Behind the operator's proxy the client address comes from X-Forwarded-For (trusted proxies only).
    const other = await server.api.call('login', {
      json: { msisdn: newLocalMsisdn() },
      headers: { 'x-forwarded-for': '10.20.30.40' },
    });
    expect(other.status).toBe(200);
  });

  it('limits codes per number block (the msisdn without its last four digits)', async () => {
    const server = await start({ OTP_BLOCK_SENDS_PER_HOUR: '2' });
    const inBlock = newBlock();
    expect((await server.api.call('login', { json: { msisdn: inBlock('11') } })).status).toBe(200);
    expect((await server.api.call('login', { json: { msisdn: inBlock('22') } })).status).toBe(200);
    const third = await server.api.call('login', { json: { msisdn: inBlock('33') } });
    expect(third.status).toBe(429);
    expect(await outbox(server, inBlock('33'))).toHaveLength(0);
  });

  it('a block exhausted by unknown numbers still sends its code to a number that confirmed one recently', async () => {
    const server = await start({ OTP_BLOCK_SENDS_PER_HOUR: '2' });
    const inBlock = newBlock();
    // A real person in the block confirmed a code (Code 50: not even a subscriber yet).
    const known = inBlock('11');
    const code = await requestLoginCode(server, known);
    expect((await server.api.call('confirmOtp', { json: { otp: code, msisdn: known } })).status).toBe(200);
    // Someone pumps the block with numbers nobody confirmed: the block limit holds for them.
    expect((await server.api.call('login', { json: { msisdn: inBlock('22') } })).status).toBe(200);
    expect((await server.api.call('login', { json: { msisdn: inBlock('33') } })).status).toBe(429);
    expect(await outbox(server, inBlock('33'))).toHaveLength(0);

    const again = await server.api.call('login', { json: { msisdn: known } });
    expect(again.status).toBe(200);
    expect(await outbox(server, known)).toHaveLength(2);
    // The known number's sends do not count on the block either: unknown numbers stay refused.
    expect((await server.api.call('login', { json: { msisdn: inBlock('44') } })).status).toBe(429);
  });

  it("refuses unknown numbers once their share of the day's budget is spent, never a known subscriber", async () => {
    const log = logCapture();
    // 4 codes a day, half kept for numbers that confirmed a code: unknown numbers get 2.
    const server = await start(
      { SMS_DAILY_BUDGET: '4', SMS_DAILY_BUDGET_KNOWN_PERCENT: '50', LOG_LEVEL: 'info' },
      log.stream,
    );
    const subscriber = newLocalMsisdn();
    await signUp(server, subscriber); // unknown code 1 of 2
    expect((await server.api.call('login', { json: { msisdn: newLocalMsisdn() } })).status).toBe(200);

    const refused = newLocalMsisdn();
    const response = await server.api.call('login', { json: { msisdn: refused } });
    expect(response.status).toBe(503);
    expect((await readError(response)).message).toMatch(/[\u0600-\u06FF]/);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await outbox(server, refused)).toHaveLength(0);
    expect(
      log.errors().some((entry) => /SMS daily budget exhausted for unknown numbers/.test(entry.msg)),
    ).toBe(true);

    // The subscriber still signs in (a sign-in code) and still gets a consent code.
    const token = await signIn(server, subscriber);
    const unsubscribe = await server.api.call('requestUnsubscribe', { token });
    expect(unsubscribe.status).toBe(200);
    const [consent] = await outbox(server, subscriber);
    expect(consent).toMatchObject({ purpose: 'otp.unsubscribe', status: 'sent' });
    expect(consent!.text).toMatch(/\d{6}/);

    // The day's total is still the operator's cap: 4 codes sent, the next one is refused for all.
    const capped = await server.api.call('login', { json: { msisdn: subscriber } });
    expect(capped.status).toBe(503);
    expect(log.errors().some((entry) => /SMS daily budget exhausted: every code/.test(entry.msg))).toBe(true);
    expect(
      (await server.database.db.select().from(smsMessages)).filter((sms) => sms.purpose.startsWith('otp.')),
    ).toHaveLength(4);
  });

  it("sign-in codes asked by anyone for a number never use up its subscriber's consent codes", async () => {
    const server = await start({ OTP_RESEND_S: '0', OTP_SENDS_PER_HOUR: '2' });
    const subscriber = newLocalMsisdn();
    const { token } = await signUp(server, subscriber);
    // Someone else asks sign-in codes for the subscriber's number until its hourly limit.
    expect((await server.api.call('login', { json: { msisdn: subscriber } })).status).toBe(200);
    expect((await server.api.call('login', { json: { msisdn: subscriber } })).status).toBe(429);

    const unsubscribe = await server.api.call('requestUnsubscribe', { token });
    expect(unsubscribe.status).toBe(200);
    const [consent] = await outbox(server, subscriber);
    expect(consent).toMatchObject({ purpose: 'otp.unsubscribe', status: 'sent' });
  });

  it('trips the breaker at the daily budget: a clear Arabic 503, an error logged, nothing sent', async () => {
    const log = logCapture();
    const server = await start({ SMS_DAILY_BUDGET: '2', LOG_LEVEL: 'info' }, log.stream);
    for (let send = 0; send < 2; send++) {
      expect((await server.api.call('login', { json: { msisdn: newLocalMsisdn() } })).status).toBe(200);
    }
    const refused = newLocalMsisdn();
    const response = await server.api.call('login', { json: { msisdn: refused } });
    expect(response.status).toBe(503);
    expect((await readError(response)).message).toMatch(/[\u0600-\u06FF]/);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await outbox(server, refused)).toHaveLength(0);
    expect(await server.database.db.select().from(smsMessages)).toHaveLength(2);
    expect(log.errors().some((entry) => /SMS daily budget exhausted/.test(entry.msg))).toBe(true);
  });

  it('holds the per-number limit across two API processes sharing Redis', async (context) => {
    if (!(await redisAnswers())) return context.skip();
    // Generous IP/block/budget limits: the shared Redis outlives this test run.
    const env = {
      REDIS_URL,
      OTP_RESEND_S: '0',
      OTP_SENDS_PER_HOUR: '2',
      OTP_IP_SENDS_PER_HOUR: '1000000',
      OTP_BLOCK_SENDS_PER_HOUR: '1000000',
      SMS_DAILY_BUDGET: '100000000',
    };
    const first = await start(env);
    const second = await start(env);
    const msisdn = newLocalMsisdn();
    expect((await first.api.call('login', { json: { msisdn } })).status).toBe(200);
    expect((await second.api.call('login', { json: { msisdn } })).status).toBe(200);
    expect((await first.api.call('login', { json: { msisdn } })).status).toBe(429);
    expect((await second.api.call('login', { json: { msisdn } })).status).toBe(429);
  });
});
