import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { storeSms } from '../../src/services/sms';
import { startWorker } from '../../src/worker';
import { ZNoPayload } from '../../src/jobs/define-job';
import { eventually } from '../sms/fake-gateways';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, latestCode, newLocalMsisdn, signUp } from './helpers';
import { pathOf } from '@sarraf/contracts/api';

describe('codes and tokens never reach the log', () => {
  let server: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    // The most verbose level: whatever any layer logs is captured.
    server = await startTestServer({ env: { LOG_LEVEL: 'trace', OTP_RESEND_S: '0' }, logStream: stream });
  });
  afterAll(() => server.close());

  it('logs requests, but neither the code, nor the one-tap link, nor the token', async () => {
    const local = newLocalMsisdn();
    const { token } = await signUp(server, local);
    await server.api.ok('login', { json: { msisdn: local } });
    const code = await latestCode(server, local);
    // The link as a phone opens it (the portal's page URL goes through the same server log).
    await server.request(`/client/home?msisdn=967${local}&otp=${code}`);
    await server.api.call('confirmOtp', {
      json: { otp: code === '000000' ? '111111' : '000000', msisdn: local },
    });
    const answer = await server.api.ok('confirmOtp', {
      json: { otp: code, msisdn: local, check_type: 'otp' },
    });
    if (answer.Code !== 0) throw new Error('expected a token (Code 0) for a subscriber');
    const { access_token } = answer;
    await server.api.call('getClientUser', { headers: { cookie: `access_token=${access_token}` } });
    await server.api.call('generateOtp', { headers: bearer(token) });
    const profileCode = await latestCode(server, local);
    await server.api.call('confirmProfileOtp', { json: { otp: profileCode }, headers: bearer(token) });
    await server.api.call('logout', { headers: bearer(token) });

    const log = lines.join('');
    // The log is not empty: the test would otherwise pass for the wrong reason.
    expect(log).toContain(pathOf('confirmOtp'));
    expect(log).toContain('otp=[redacted]');
    // A code standing alone (not inside a timestamp or a duration, where six digits occur by chance).
    for (const secret of [code, profileCode])
      expect(log).not.toMatch(new RegExp(`(?<![\\d.])${secret}(?!\\d)`));
    for (const secret of [access_token.split('|')[1]!, token.split('|')[1]!])
      expect(log).not.toContain(secret);
  });
});

describe('a failed statement is logged by its label and SQLSTATE, never its text or parameters', () => {
  let server: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    server = await startTestServer({ env: { LOG_LEVEL: 'trace', OTP_RESEND_S: '0' }, logStream: stream });
    // From now on every new SMS row breaks a check (23514): the insert of a code SMS fails with the
    // code among its parameters, as a full disk or a bad migration would make it fail.
    await server.database.db.execute(
      sql`alter table sms_messages add constraint sms_messages_refuse_new check (false) not valid`,
    );
  });
  afterAll(() => server.close());

  const logged = () => lines.join('');

  it('logs the failed insert of a sign-in code SMS without the code, the link or the number', async () => {
    const local = newLocalMsisdn();
    const response = await server.api.call('login', { json: { msisdn: local } });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toMatch(/insert|sms_messages|23514/);

    const errorLine = lines.find((line) => line.includes('unhandled error'));
    expect(errorLine).toBeDefined();
    const entry = JSON.parse(errorLine!) as { err: Record<string, unknown> };
    expect(entry.err).toMatchObject({
      errorCode: '23514',
      statement: 'insert sms_messages',
      constraint: 'sms_messages_refuse_new',
    });
    const log = logged();
    expect(log).not.toContain('رمز الدخول');
    expect(log).not.toMatch(/otp=\d/);
    expect(log).not.toMatch(/params|parameters|Failed query: insert into|values \(/);
    expect(log).not.toContain(`967${local}`);
  });

  it("stores and logs a failed job's error in the same safe shape", async () => {
    const name = 'test.store-code-sms';
    await server.queue.createQueue(name, { retryLimit: 0 });
    const secret = `رمز التأكيد في صرّاف: 482913 otp=482913`;
    await startWorker({ ...server.app.deps, log: server.app.log }, [
      {
        name,
        payload: ZNoPayload,
        work: async (deps) => {
          await storeSms(deps.database.db, deps.config, {
            msisdn: '967771234567',
            text: secret,
            purpose: 'otp.profile',
          });
        },
      },
    ]);
    const id = await server.queue.send(name, {});
    const job = await eventually(async () => {
      const found = await server.queue.getJobById(name, id!);
      return found?.state === 'failed' ? found : undefined;
    }, 20_000);
    const output = JSON.stringify(job.output);
    expect(output).toContain('23514');
    expect(output).toContain('insert sms_messages');
    expect(output).not.toContain('482913');
    expect(output).not.toMatch(/params/);

    const failedLine = await eventually(
      () => Promise.resolve(lines.find((line) => line.includes('"job failed"'))),
      5_000,
    );
    expect(failedLine).toContain('"errorCode":"23514"');
    expect(logged()).not.toContain('482913');
  });
});
