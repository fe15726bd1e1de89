import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { startFakeHttpGateway } from '../sms/fake-gateways';
import { newLocalMsisdn, outbox, postJson, setCookies, stored } from './helpers';
import type { TResponse } from '@sarraf/contracts/api';

describe('GET /api/dev/sms, the outbox', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { OTP_RESEND_S: '0' } });
  });
  afterAll(() => server.close());

  it("lists one number's messages newest first, whatever form the number is typed in", async () => {
    const local = newLocalMsisdn();
    const other = newLocalMsisdn();
    await postJson(server, '/api/client/login', { msisdn: local });
    await postJson(server, '/api/client/login', { msisdn: other });
    await postJson(server, '/api/client/resend/otp', { msisdn: local });
    const messages = await outbox(server, `+967${local}`);
    expect(messages).toHaveLength(2);
    expect(messages.every((sms) => sms.to === stored(local))).toBe(true);
    expect(messages[0]!.id).toBeGreaterThan(messages[1]!.id);
    expect(messages[0]).toMatchObject({ purpose: 'otp.login', status: 'sent', sender: 'Sarraf' });
  });
});

describe('in production', () => {
  let gateway: Awaited<ReturnType<typeof startFakeHttpGateway>>;
  let server: TestServer;
  beforeAll(async () => {
    gateway = await startFakeHttpGateway();
    server = await startTestServer({
      env: {
        NODE_ENV: 'production',
        SMS_DRIVER: 'http',
        SMS_HTTP_URL: gateway.url,
        CHARGING_DRIVER: 'http',
        CHARGING_HTTP_URL: 'http://127.0.0.1:9/charge',
        LOG_LEVEL: 'silent',
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await gateway.close();
  });

  it('has no dev outbox', async () => {
    expect((await server.request('/api/dev/sms')).status).toBe(404);
  });

  it('marks the access_token and XSRF-TOKEN cookies Secure', async () => {
    const local = newLocalMsisdn();
    expect((await postJson(server, '/api/client/login', { msisdn: local })).status).toBe(200);
    const text = gateway.received.find((sms) => sms.body.to === stored(local))!.body.text;
    const otp = /:\s*(\d{6})/.exec(text)![1]!;
    const confirm = await postJson(server, '/api/client/confirm/otp', { otp, msisdn: local });
    const confirmed = (await confirm.json()) as TResponse<'confirmOtp'>;
    if (confirmed.Code !== 50) throw new Error('expected the plans (Code 50) for a new number');
    const { SubscriptionsList } = confirmed;
    const create = await postJson(server, '/api/client/create/subscriber', {
      uuid: SubscriptionsList[0]!.uuid,
      msisdn: local,
    });
    expect(create.status).toBe(200);
    const cookie = setCookies(create).access_token!;
    expect(cookie.attributes).toMatchObject({ secure: true, samesite: 'Lax', path: '/' });
    expect(cookie.attributes.httponly).toBeUndefined();
    const health = await server.request('/api/health');
    expect(setCookies(health)['XSRF-TOKEN']!.attributes.secure).toBe(true);
  });
});
