import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, latestCode, newLocalMsisdn, postJson, signUp } from './helpers';

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
    const sent = await postJson(server, '/api/client/login', { msisdn: local });
    expect(sent.status).toBe(200);
    const code = await latestCode(server, local);
    // The link as a phone opens it (the portal's page URL goes through the same server log).
    await server.request(`/client/home?msisdn=967${local}&otp=${code}`);
    await postJson(server, '/api/client/confirm/otp', {
      otp: code === '000000' ? '111111' : '000000',
      msisdn: local,
    });
    const confirmed = await postJson(server, '/api/client/confirm/otp', {
      otp: code,
      msisdn: local,
      check_type: 'otp',
    });
    const { access_token } = (await confirmed.json()) as { access_token: string };
    await server.request('/api/client/user', { headers: { cookie: `access_token=${access_token}` } });
    await server.request('/api/client/generate/otp', { headers: bearer(token) });
    const profileCode = await latestCode(server, local);
    await postJson(server, '/api/client/profile/confirm/otp', { otp: profileCode }, bearer(token));
    await server.request('/api/client/logout', { method: 'POST', headers: bearer(token) });

    const log = lines.join('');
    // The log is not empty: the test would otherwise pass for the wrong reason.
    expect(log).toContain('/api/client/confirm/otp');
    expect(log).toContain('otp=[redacted]');
    // A code standing alone (not inside a timestamp or a duration, where six digits occur by chance).
    for (const secret of [code, profileCode])
      expect(log).not.toMatch(new RegExp(`(?<![\\d.])${secret}(?!\\d)`));
    for (const secret of [access_token.split('|')[1]!, token.split('|')[1]!])
      expect(log).not.toContain(secret);
  });
});
