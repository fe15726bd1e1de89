import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { smsMessages } from '../../src/db/schema/index';
import { smsCodesExpireJob } from '../../src/jobs/sms-codes-expire';
import { expireCodeSms } from '../../src/services/sms';
import { jobDefinitions, startWorker } from '../../src/worker';
import { silentLogger } from '../support/silent-logger';
import { startTestServer, type TestServer } from '../support/test-server';
import { latestCode, newLocalMsisdn, outbox, stored } from '../session/helpers';
import { eventually, type FakeHttpGateway, withHttpSmsGateway } from './fake-gateways';

/**
 * A database dump reveals no live code (docs/security.md): a code SMS's stored text is masked once
 * the gateway has taken it, or once its code expired without it; the gateway (and, outside
 * production, the dev outbox) gets the clear text.
 */
const rowsFor = (server: TestServer, local: string) =>
  server.database.db
    .select()
    .from(smsMessages)
    .where(eq(smsMessages.msisdn, stored(local)))
    .orderBy(smsMessages.id);

/** No code digits (a run of 4–8 standing alone) and no `otp=` value in a stored text. */
function expectNoCode(text: string, code: string) {
  expect(text).not.toContain(code);
  expect(text).not.toMatch(/(?<![\d=])\d{4,8}(?!\d)/);
  expect(text).not.toMatch(/otp=[^•&\s]/);
  expect(text).toContain('••••');
}

describe('code SMS at rest, with the dev outbox', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { OTP_RESEND_S: '0', PUBLIC_URL: 'https://sarraf.example.ye' } });
  });
  afterAll(() => server.close());

  it('masks the stored sign-in code once sent, while the dev outbox still shows it and it signs in', async () => {
    const local = newLocalMsisdn();
    expect((await server.api.call('login', { json: { msisdn: local } })).status).toBe(200);
    const code = await latestCode(server, local);
    const [shown] = await outbox(server, local);
    expect(shown!.text).toContain(`otp=${code}`);

    const [row] = await rowsFor(server, local);
    expect(row!.status).toBe('sent');
    expectNoCode(row!.text, code);
    expect(row!.text).toContain('رمز الدخول إلى صرّاف: ••••••');
    expect(row!.text).toContain(`msisdn=${stored(local)}&otp=••••`);

    const confirm = await server.api.call('confirmOtp', { json: { otp: code, msisdn: local } });
    expect(confirm.status).toBe(200);
  });

  it('keeps notices, which carry no code, as they were sent', async () => {
    const local = newLocalMsisdn();
    const { signUp } = await import('../session/helpers');
    await signUp(server, local);
    const rows = await rowsFor(server, local);
    const notices = rows.filter((row) => !row.purpose.startsWith('otp.'));
    for (const notice of notices) expect(notice.text).not.toContain('•');
  });
});

describe('code SMS at rest, with a gateway', () => {
  let gateway: FakeHttpGateway;
  let server: TestServer;
  withHttpSmsGateway(
    {
      SMS_SEND_TIMEOUT_MS: '700',
      SMS_RETRY_DELAY_S: '3600',
      OTP_RESEND_S: '0',
      OTP_TTL_S: '60',
      PUBLIC_URL: 'https://sarraf.example.ye',
    },
    (started) => ({ gateway, server } = started),
  );

  const codeSentTo = (local: string) => {
    const sent = gateway.received.filter((sms) => sms.body.to === stored(local)).at(-1)!;
    return /:\s*(\d{6})/.exec(sent.body.text)![1]!;
  };

  it('hands the gateway the clear text, and stores it masked once the gateway took it', async () => {
    gateway.state.mode = 'up';
    const local = newLocalMsisdn();
    expect((await server.api.call('login', { json: { msisdn: local } })).status).toBe(200);
    const code = codeSentTo(local);
    const [row] = await rowsFor(server, local);
    expect(row!.status).toBe('sent');
    expectNoCode(row!.text, code);
  });

  it('keeps the clear text while the message waits for a retry, and the sweep masks it once the code expired', async () => {
    gateway.state.mode = 'failing';
    const local = newLocalMsisdn();
    expect((await server.api.call('login', { json: { msisdn: local } })).status).toBe(503);
    const [waiting] = await rowsFor(server, local);
    // The driver still needs it for the retry.
    expect(waiting).toMatchObject({ status: 'queued' });
    const code = /:\s*(\d{6})/.exec(waiting!.text)![1]!;

    // Still live: the sweep leaves it alone.
    expect(await expireCodeSms(server)).toBe(0);
    expect((await rowsFor(server, local))[0]!.text).toContain(code);

    // Its code expired (OTP_TTL_S = 60) while the gateway was still down: the worker's sweep closes it.
    await server.database.db.execute(
      sql`update sms_messages set created_at = now() - interval '5 minutes' where id = ${waiting!.id}`,
    );
    await startWorker(
      { ...server.app.deps, log: silentLogger },
      jobDefinitions.filter((job) => job.name === smsCodesExpireJob.name),
    );
    await server.queue.send(smsCodesExpireJob.name, {});
    const closed = await eventually(async () => {
      const [row] = await rowsFor(server, local);
      return row?.status === 'failed' ? row : null;
    });
    expectNoCode(closed.text, code);
    expect(closed.lastError).toBe('code expired before it could be sent');

    // Idempotent: nothing is left for a second sweep, and the row stays as it is.
    expect(await expireCodeSms(server)).toBe(0);
    expect((await rowsFor(server, local))[0]).toEqual(closed);
    // Nor is it ever sent late.
    gateway.state.mode = 'up';
    expect(gateway.received.some((sms) => sms.body.to === stored(local))).toBe(false);
  });

  it('masks a code SMS given up after its last attempt', async () => {
    gateway.state.mode = 'failing';
    const giveUpAtOnce = await startTestServer({
      env: {
        SMS_DRIVER: 'http',
        SMS_HTTP_URL: gateway.url,
        SMS_SEND_TIMEOUT_MS: '700',
        SMS_MAX_ATTEMPTS: '1',
      },
    });
    try {
      const local = newLocalMsisdn();
      expect((await giveUpAtOnce.api.call('login', { json: { msisdn: local } })).status).toBe(503);
      const [row] = await rowsFor(giveUpAtOnce, local);
      expect(row!.status).toBe('failed');
      expect(row!.text).not.toMatch(/(?<![\d=])\d{6}(?!\d)/);
      expect(row!.text).toContain('••••••');
    } finally {
      await giveUpAtOnce.close();
      gateway.state.mode = 'up';
    }
  });
});
