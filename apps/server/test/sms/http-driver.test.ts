import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { smsMessages } from '../../src/db/schema/index';
import { jobDefinitions, startWorker } from '../../src/worker';
import { silentLogger } from '../support/silent-logger';
import { startTestServer, type TestServer } from '../support/test-server';
import { newLocalMsisdn, stored } from '../session/helpers';
import { eventually, type FakeHttpGateway, withHttpSmsGateway } from './fake-gateways';
import { readError } from '@sarraf/contracts/typed-client';

describe('the http SMS driver against a gateway', () => {
  let gateway: FakeHttpGateway;
  let server: TestServer;
  withHttpSmsGateway(
    {
      SMS_HTTP_TOKEN: 'gateway-token',
      SMS_SEND_TIMEOUT_MS: '700',
      SMS_RETRY_DELAY_S: '1',
      PUBLIC_URL: 'https://sarraf.example.ye',
    },
    (started) => ({ gateway, server } = started),
  );

  const rowsFor = (local: string) =>
    server.database.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.msisdn, stored(local)));

  it('posts {to, text, sender} as JSON with the bearer token, and records the gateway id', async () => {
    gateway.state.mode = 'up';
    const local = newLocalMsisdn();
    expect((await server.api.call('login', { json: { msisdn: local } })).status).toBe(200);
    const message = gateway.received.find((sms) => sms.body.to === stored(local))!;
    expect(message.authorization).toBe('Bearer gateway-token');
    expect(message.contentType).toMatch(/^application\/json/);
    expect(message.body.sender).toBe('Sarraf');
    expect(message.body.text).toMatch(/[\u0600-\u06FF]/);
    expect(message.body.text).toContain(`https://sarraf.example.ye/client/home?msisdn=${stored(local)}&otp=`);
    const [row] = await rowsFor(local);
    expect(row).toMatchObject({ status: 'sent', driver: 'http', attempts: 1 });
    expect(row!.gatewayMessageId).toMatch(/^gw-/);
  });

  it('answers 503 when the gateway is down, keeps the message, and the job delivers it once it is back', async () => {
    gateway.state.mode = 'failing';
    const local = newLocalMsisdn();
    const login = await server.api.call('login', { json: { msisdn: local } });
    expect(login.status).toBe(503);
    expect((await readError(login, 503)).message).toMatch(/[\u0600-\u06FF]/);
    expect(Number(login.headers.get('retry-after'))).toBeGreaterThan(0);
    const [queued] = await rowsFor(local);
    expect(queued).toMatchObject({ status: 'queued', attempts: 1, lastError: 'SMS gateway answered 500' });
    expect(queued!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() - 1000);

    gateway.state.mode = 'up';
    await startWorker(
      { ...server.app.deps, log: silentLogger },
      jobDefinitions.filter((job) => job.name === 'sms.send'),
    );
    const sent = await eventually(async () => {
      const [row] = await rowsFor(local);
      return row?.status === 'sent' ? row : null;
    });
    expect(sent.attempts).toBe(2);
    const delivered = gateway.received.filter((sms) => sms.body.to === stored(local));
    expect(delivered).toHaveLength(1);

    // The code that arrived late still signs the subscriber in.
    const code = /:\s*(\d{6})/.exec(delivered[0]!.body.text)![1]!;
    const confirm = await server.api.call('confirmOtp', { json: { otp: code, msisdn: local } });
    expect(confirm.status).toBe(200);
  });

  it('never keeps the sign-in waiting much longer than SMS_SEND_TIMEOUT_MS on a hanging gateway', async () => {
    gateway.state.mode = 'hanging';
    const local = newLocalMsisdn();
    const started = performance.now();
    const login = await server.api.call('login', { json: { msisdn: local } });
    const elapsed = performance.now() - started;
    expect(login.status).toBe(503);
    expect(elapsed).toBeLessThan(3_000);
    const [row] = await rowsFor(local);
    expect(row).toMatchObject({ status: 'queued', lastError: 'SMS gateway unreachable: timed out' });
    gateway.state.mode = 'up';
  });

  it('does not send a code that a newer one replaced while it waited', async () => {
    gateway.state.mode = 'failing';
    const resendNow = await startTestServer({
      env: { SMS_DRIVER: 'http', SMS_HTTP_URL: gateway.url, SMS_SEND_TIMEOUT_MS: '700', OTP_RESEND_S: '0' },
    });
    try {
      const local = newLocalMsisdn();
      expect((await resendNow.api.call('login', { json: { msisdn: local } })).status).toBe(503);
      gateway.state.mode = 'up';
      expect((await resendNow.api.call('login', { json: { msisdn: local } })).status).toBe(200);
      const rows = await resendNow.database.db
        .select()
        .from(smsMessages)
        .where(eq(smsMessages.msisdn, stored(local)))
        .orderBy(smsMessages.id);
      expect(rows.map((row) => row.status)).toEqual(['failed', 'sent']);
    } finally {
      await resendNow.close();
    }
  });
});
