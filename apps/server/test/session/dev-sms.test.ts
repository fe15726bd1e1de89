import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { type FakeHttpGateway, withHttpSmsGateway } from '../sms/fake-gateways';
import { newLocalMsisdn, outbox, setCookies, stored } from './helpers';
import { readOk } from '@sarraf/contracts/typed-client';

describe('GET /api/dev/sms, the outbox', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { OTP_RESEND_S: '0' } });
  });
  afterAll(() => server.close());

  it("lists one number's messages newest first, whatever form the number is typed in", async () => {
    const local = newLocalMsisdn();
    const other = newLocalMsisdn();
    await server.api.ok('login', { json: { msisdn: local } });
    await server.api.ok('login', { json: { msisdn: other } });
    await server.api.ok('resendOtp', { json: { msisdn: local } });
    const messages = await outbox(server, `+967${local}`);
    expect(messages).toHaveLength(2);
    expect(messages.every((sms) => sms.to === stored(local))).toBe(true);
    expect(messages[0]!.id).toBeGreaterThan(messages[1]!.id);
    expect(messages[0]).toMatchObject({ purpose: 'otp.login', status: 'sent', sender: 'Sarraf' });
  });
});

describe('in production', () => {
  let gateway: FakeHttpGateway;
  let server: TestServer;
  withHttpSmsGateway(
    {
      NODE_ENV: 'production',
      CHARGING_DRIVER: 'http',
      CHARGING_HTTP_URL: 'http://127.0.0.1:9/charge',
      LOG_LEVEL: 'silent',
    },
    (started) => ({ gateway, server } = started),
  );

  it('has no dev outbox', async () => {
    await server.api.fails('getDevSms', 404);
  });

  it('marks the access_token and XSRF-TOKEN cookies Secure', async () => {
    const local = newLocalMsisdn();
    await server.api.ok('login', { json: { msisdn: local } });
    const text = gateway.received.find((sms) => sms.body.to === stored(local))!.body.text;
    const otp = /:\s*(\d{6})/.exec(text)![1]!;
    const confirmed = await server.api.ok('confirmOtp', { json: { otp, msisdn: local } });
    if (confirmed.Code !== 50) throw new Error('expected the plans (Code 50) for a new number');
    const { SubscriptionsList } = confirmed;
    const create = await server.api.call('createSubscriber', {
      json: { uuid: SubscriptionsList[0]!.uuid, msisdn: local },
    });
    await readOk('createSubscriber', create);
    const cookie = setCookies(create).access_token!;
    expect(cookie.attributes).toMatchObject({ secure: true, samesite: 'Lax', path: '/' });
    expect(cookie.attributes.httponly).toBeUndefined();
    const health = await server.api.call('getHealth');
    expect(setCookies(health)['XSRF-TOKEN']!.attributes.secure).toBe(true);
  });
});
