import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { otps } from '../../src/db/schema/index';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  latestCode,
  newLocalMsisdn,
  outbox,
  requestLoginCode,
  signUp,
  stored,
} from './helpers';
import { readError, readOk } from '@sarraf/contracts/typed-client';

const confirm = (server: TestServer, msisdn: string, otp: string) =>
  server.api.call('confirmOtp', { json: { otp, msisdn } });

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

async function otpErrors(response: Response): Promise<string[]> {
  const body = await readError(response, 422);
  expect(Object.keys(body.errors ?? {})).toEqual(['otp']);
  return body.errors!.otp!;
}

describe('the one-time code policy through the API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers a wrong code with 422 and errors.otp in Arabic, and keeps the code usable', async () => {
    const local = newLocalMsisdn();
    const code = await requestLoginCode(server, local);
    const wrong = await confirm(server, local, wrongCodeFor(code));
    expect(wrong.status).toBe(422);
    expect((await otpErrors(wrong))[0]).toMatch(/[\u0600-\u06FF]/);
    expect((await confirm(server, local, code)).status).toBe(200);
  });

  it('burns the code after five wrong tries: the right code no longer works', async () => {
    const local = newLocalMsisdn();
    const code = await requestLoginCode(server, local);
    const messages: string[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await confirm(server, local, wrongCodeFor(code));
      expect(response.status).toBe(422);
      messages.push((await otpErrors(response))[0]!);
    }
    // The fifth wrong try says the code is gone, not just wrong.
    expect(messages[4]).not.toBe(messages[0]);
    const right = await confirm(server, local, code);
    expect(right.status).toBe(422);
    await otpErrors(right);
  });

  it('refuses an expired code', async () => {
    const local = newLocalMsisdn();
    const code = await requestLoginCode(server, local);
    await server.database.db
      .update(otps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(otps.msisdn, stored(local)), isNull(otps.consumedAt)));
    const response = await confirm(server, local, code);
    expect(response.status).toBe(422);
    await otpErrors(response);
  });

  it('voids the previous code when a new one is sent', async () => {
    const withoutWait = await startTestServer({ env: { OTP_RESEND_S: '0' } });
    try {
      const local = newLocalMsisdn();
      const first = await requestLoginCode(withoutWait, local);
      let second = await requestLoginCode(withoutWait, local);
      // Two equal codes in a row happen once in a million; ask again rather than flake.
      if (second === first) second = await requestLoginCode(withoutWait, local);
      expect((await confirm(withoutWait, local, first)).status).toBe(422);
      expect((await confirm(withoutWait, local, second)).status).toBe(200);
    } finally {
      await withoutWait.close();
    }
  });

  it('binds a code to its number and its purpose', async () => {
    const local = newLocalMsisdn();
    const other = newLocalMsisdn();
    const { token } = await signUp(server, local);
    const code = await requestLoginCode(server, other);
    expect((await confirm(server, local, code)).status).toBe(422);
    // A sign-in code is not a profile confirmation.
    const loginCode = await requestLoginCode(server, newLocalMsisdn());
    const profile = await server.api.call('confirmProfileOtp', { json: { otp: loginCode }, token });
    expect(profile.status).toBe(422);
  });

  it('answers a resend that comes too early with 429 and Retry-After', async () => {
    const local = newLocalMsisdn();
    await requestLoginCode(server, local);
    const resend = await server.api.call('resendOtp', { json: { msisdn: local } });
    expect(resend.status).toBe(429);
    const retryAfter = Number(resend.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await readError(resend, 429)).message).toMatch(/[\u0600-\u06FF]/);
    // Nothing was sent for the refused request.
    expect(await outbox(server, local)).toHaveLength(1);
  });

  it('resends once the wait is over, and the wait grows with each send', async () => {
    const local = newLocalMsisdn();
    await requestLoginCode(server, local);
    // Move the first send 61 s into the past: the 60 s wait is over.
    await server.database.db
      .update(otps)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(otps.msisdn, stored(local)));
    const resend = await server.api.call('resendOtp', { json: { msisdn: local } });
    expect(resend.status).toBe(200);
    expect(await outbox(server, local)).toHaveLength(2);
    const again = await server.api.call('resendOtp', { json: { msisdn: local } });
    expect(again.status).toBe(429);
    // Second send of the hour: 120 s.
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(110);
  });

  it('refuses the sixth code to one number within an hour', async () => {
    const noWait = await startTestServer({ env: { OTP_RESEND_S: '0' } });
    try {
      const local = newLocalMsisdn();
      for (let send = 1; send <= 5; send++) {
        expect((await noWait.api.call('login', { json: { msisdn: local } })).status).toBe(200);
      }
      const sixth = await noWait.api.call('resendOtp', { json: { msisdn: local } });
      expect(sixth.status).toBe(429);
      expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(3000);
      expect(await outbox(noWait, local)).toHaveLength(5);
      // Another number is not affected.
      expect((await noWait.api.call('login', { json: { msisdn: newLocalMsisdn() } })).status).toBe(200);
    } finally {
      await noWait.close();
    }
  });

  it('stores only an HMAC of the code, never the code', async () => {
    const local = newLocalMsisdn();
    const code = await requestLoginCode(server, local);
    const rows = await server.database.db
      .select()
      .from(otps)
      .where(eq(otps.msisdn, stored(local)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(await latestCode(server, local)).toBe(code);
  });

  it('sends a profile code to the signed-in number only, and confirms it', async () => {
    const local = newLocalMsisdn();
    const { token } = await signUp(server, local);
    const generate = await server.api.call('generateOtp', { token });
    expect(generate.status).toBe(200);
    const [sms] = await outbox(server, local);
    expect(sms).toMatchObject({ purpose: 'otp.profile', to: stored(local) });
    expect(sms!.text).not.toContain('http');
    const code = await latestCode(server, local);
    const wrong = await server.api.call('confirmProfileOtp', { json: { otp: wrongCodeFor(code) }, token });
    expect(wrong.status).toBe(422);
    await otpErrors(wrong);
    const right = await server.api.call('confirmProfileOtp', { json: { otp: code }, token });
    expect(right.status).toBe(200);
    expect((await readOk('confirmProfileOtp', right)).message).toMatch(/[\u0600-\u06FF]/);
  });

  it('needs a token for generate/otp and profile/confirm/otp', async () => {
    expect((await server.api.call('generateOtp')).status).toBe(401);
    expect((await server.api.call('confirmProfileOtp', { json: { otp: '123456' } })).status).toBe(401);
  });
});
