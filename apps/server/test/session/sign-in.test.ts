import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  latestCode,
  newLocalMsisdn,
  outbox,
  requestLoginCode,
  setCookies,
  signIn,
  signUp,
  stored,
  type Plan,
} from './helpers';
import { readOk } from '@sarraf/contracts/typed-client';

describe('sign-in by mobile number and SMS code', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { PUBLIC_URL: 'https://sarraf.example.ye' } });
  });
  afterAll(() => server.close());

  it('signs a new number up: Code 50 with the plans, then create/subscriber, then /api/client/user', async () => {
    const local = newLocalMsisdn();
    const login = await server.api.ok('login', { json: { msisdn: `0${local}` } });
    expect(login.message).toMatch(/[\u0600-\u06FF]/);

    const [sms] = await outbox(server, local);
    expect(sms).toMatchObject({ to: stored(local), purpose: 'otp.login', status: 'sent' });
    const code = await latestCode(server, local);
    expect(sms!.text).toContain(`https://sarraf.example.ye/client/home?msisdn=${stored(local)}&otp=${code}`);

    const confirm = await server.api.call('confirmOtp', { json: { otp: code, msisdn: `+967${local}` } });
    expect(confirm.status).toBe(200);
    const confirmed = await readOk('confirmOtp', confirm);
    expect(confirmed.Code).toBe(50);
    expect(confirmed).not.toHaveProperty('access_token');
    if (confirmed.Code !== 50) throw new Error('expected the plans (Code 50) for a new number');
    expect(confirmed.SubscriptionsList.length).toBeGreaterThan(0);
    expect(setCookies(confirm).access_token).toBeUndefined();

    const plan = confirmed.SubscriptionsList[1] ?? confirmed.SubscriptionsList[0]!;
    const create = await server.api.call('createSubscriber', { json: { uuid: plan.uuid, msisdn: local } });
    expect(create.status).toBe(200);
    const created = await readOk('createSubscriber', create);
    expect(created.token_type).toBe('Bearer');
    expect(created.access_token).toMatch(/^[0-9a-f-]{36}\|[A-Za-z0-9_-]{43}$/);
    expect(new Date(created.expires_at).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(created.data.subscriber.msisdn).toBe(stored(local));
    // The subscription is on the chosen plan; whether the first charge made it `active` yet is
    // billing's business: `pending_payment` until a charge succeeds.
    expect(created.data.subscription.plan.uuid).toBe(plan.uuid);
    expect(['pending_payment', 'active']).toContain(created.data.subscription.state);
    expect(setCookies(create).access_token?.value).toBe(created.access_token);

    for (const name of ['getClientUser', 'getUser'] as const) {
      const { data } = await server.api.ok(name, { token: created.access_token });
      expect(data).toMatchObject({
        msisdn: stored(local),
        name: null,
        subscription: { state: created.data.subscription.state, plan: { uuid: plan.uuid } },
      });
    }
  });

  it('signs a known subscriber in with Code 0, a bearer token and the access_token cookie', async () => {
    const local = newLocalMsisdn();
    const { token: first } = await signUp(server, local);
    const code = await requestLoginCode(server, stored(local));
    const confirm = await server.api.call('confirmOtp', { json: { otp: code, msisdn: local } });
    expect(confirm.status).toBe(200);
    const body = await readOk('confirmOtp', confirm);
    expect(body).toMatchObject({ Code: 0, token_type: 'Bearer' });
    if (body.Code !== 0) throw new Error('expected a token (Code 0) for a subscriber');
    // A new token at every sign-in.
    expect(body.access_token).not.toBe(first);

    const cookie = setCookies(confirm).access_token!;
    expect(cookie.value).toBe(body.access_token);
    expect(cookie.attributes).toMatchObject({ path: '/', samesite: 'Lax', 'max-age': String(30 * 86_400) });
    // The portal reads this cookie, so it is not HttpOnly (and not Secure outside production).
    expect(cookie.attributes.httponly).toBeUndefined();
    expect(cookie.attributes.secure).toBeUndefined();

    const user = await server.api.ok('getClientUser', {
      headers: { cookie: `access_token=${cookie.value}` },
    });
    expect(user.data.msisdn).toBe(stored(local));
  });

  it('confirms the link sign-in (check_type otp) from the numbers the SMS link carries', async () => {
    const local = newLocalMsisdn();
    await signUp(server, local);
    await requestLoginCode(server, local);
    const [sms] = await outbox(server, local);
    const link = new URL(/https:\S+/.exec(sms!.text)![0]);
    expect(link.pathname).toBe('/client/home');
    const confirm = await server.api.call('confirmOtp', {
      json: {
        otp: link.searchParams.get('otp')!,
        msisdn: link.searchParams.get('msisdn')!,
        check_type: 'otp',
      },
    });
    expect(confirm.status).toBe(200);
    expect((await readOk('confirmOtp', confirm)).Code).toBe(0);
    expect(setCookies(confirm).access_token?.value).toMatch(/\|/);
  });

  it('uses a code once', async () => {
    const local = newLocalMsisdn();
    await signUp(server, local);
    const code = await requestLoginCode(server, local);
    await server.api.ok('confirmOtp', { json: { otp: code, msisdn: local } });
    const again = await server.api.fails('confirmOtp', 422, { json: { otp: code, msisdn: local } });
    expect(Object.keys(again.errors ?? {})).toEqual(['otp']);
  });

  it('refuses create/subscriber for a number that did not confirm a code', async () => {
    const plans = await plansOnSale();
    const body = await server.api.fails('createSubscriber', 422, {
      json: { uuid: plans[0]!.uuid, msisdn: newLocalMsisdn() },
    });
    expect(Object.keys(body.errors ?? {})).toEqual(['msisdn']);
    expect(body.errors?.msisdn?.[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses a plan uuid that is not on sale, and keeps the verification for a corrected request', async () => {
    const local = newLocalMsisdn();
    const code = await requestLoginCode(server, local);
    await server.api.ok('confirmOtp', { json: { otp: code, msisdn: local } });
    const wrong = await server.api.fails('createSubscriber', 422, {
      json: { uuid: '0b3c6f7e-2a51-4c7b-9d4e-8f1a2b3c4d5e', msisdn: local },
    });
    expect(Object.keys(wrong.errors ?? {})).toEqual(['uuid']);

    const plans = await plansOnSale();
    await server.api.ok('createSubscriber', { json: { uuid: plans[0]!.uuid, msisdn: local } });
    // One confirmation, one subscription: the mark is used up.
    await server.api.fails('createSubscriber', 422, { json: { uuid: plans[0]!.uuid, msisdn: local } });
  });

  it('does not accept a number typed in an unknown form, with an Arabic message on msisdn', async () => {
    for (const msisdn of ['12345678', '+966501234567', '01234567']) {
      const body = await server.api.fails('login', 422, { json: { msisdn } });
      expect(Object.keys(body.errors ?? {})).toEqual(['msisdn']);
      expect(body.errors?.msisdn?.[0]).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('answers the English portal (Accept-Language: en) with the message under msisdn in English', async () => {
    const body = await server.api.fails('login', 422, {
      json: { msisdn: '12345678' },
      headers: { 'accept-language': 'en' },
    });
    expect(body.message).toMatch(/^[\x20-\x7E]+$/);
    expect(body.errors?.msisdn?.[0]).toBe('This mobile number is not valid. Check it and enter it again.');
    // The same request without the header stays Arabic, the product's language.
    const arabic = await server.api.fails('login', 422, { json: { msisdn: '12345678' } });
    expect(arabic.errors?.msisdn?.[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it('keeps the token of a known subscriber working after sign-in by another device', async () => {
    const local = newLocalMsisdn();
    const { token } = await signUp(server, local);
    await signIn(server, local);
    expect((await server.api.call('getUser', { token })).status).toBe(200);
  });

  async function plansOnSale(): Promise<Plan[]> {
    // The Code 50 list is the only public way to see plans before subscribing.
    const local = newLocalMsisdn();
    const code = await requestLoginCode(server, local);
    const confirmed = await server.api.ok('confirmOtp', { json: { otp: code, msisdn: local } });
    if (confirmed.Code !== 50) throw new Error('expected the plans (Code 50) for a new number');
    return confirmed.SubscriptionsList;
  }
});
