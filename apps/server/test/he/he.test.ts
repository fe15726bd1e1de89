import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRequest, TResponse } from '@sarraf/contracts/api';
import { pathWithQuery, readError, readOk } from '@sarraf/contracts/typed-client';
import { msisdnVerifications, plans, subscriptionEvents } from '../../src/db/schema/index';
import { encodeHeToken, heTokenKey, newHeTokenId } from '../../src/lib/he-token';
import { BILLING_TEST_ENV, ledgerOf, newLocalMsisdn, signUp, stored } from '../support/billing';
import { startTestServer, type TestServer } from '../support/test-server';
import { setCookies } from '../session/helpers';
import { startHeProxy, type HeProxy } from '../../sim/operator/he-proxy';

// The test server listens on loopback and believes X-Forwarded-For and X-Forwarded-Proto from
// loopback (TRUST_PROXY's default): the test client plays our nginx. A request "from" an address
// carries it in X-Forwarded-For, as every server block passes it; one through the plain-HTTP HE
// server block also says `X-Forwarded-Proto: http` (the gateway's number is believed on nothing
// else: he-plain-http.test.ts). The portal's own calls (peek, sign-in, subscribe) are HTTPS.
const GATEWAY = '10.9.0.5';
const HE_ENV = { ...BILLING_TEST_ENV, HE_ENABLED: '1', HE_TRUSTED_CIDRS: '10.9.0.0/24' };

type Identify = TResponse<'heIdentify'>['data'];
type Identified = Extract<Identify, { identified: true }>;

const from = (ip: string, headers: Record<string, string> = {}) => ({ 'x-forwarded-for': ip, ...headers });
/** A request from `ip` that came in plain HTTP through the HE server block. */
const plainFrom = (ip: string, headers: Record<string, string> = {}) =>
  from(ip, { 'x-forwarded-proto': 'http', ...headers });

async function identify(
  server: TestServer,
  headers: Record<string, string>,
): Promise<{ response: Response; data: Identify }> {
  const response = await server.api.call('heIdentify', { headers });
  return { response, data: (await readOk('heIdentify', response)).data };
}

/** The gateway's request for a number: identified, with its token. */
async function identifyViaGateway(server: TestServer, msisdn: string, ip = GATEWAY): Promise<Identified> {
  const { data } = await identify(server, plainFrom(ip, { 'x-msisdn': msisdn }));
  expect(data.identified).toBe(true);
  if (!data.identified) throw new Error('expected the number to be identified');
  return data;
}

/** A call of the portal's HE routes from `ip` (the gateway's address unless told). */
const post = <N extends 'hePeek' | 'heSignIn' | 'heSubscribe'>(
  server: TestServer,
  name: N,
  json: TRequest<N>,
  ip = GATEWAY,
) => server.api.call(name, { json, headers: from(ip) });

async function fieldErrors(response: Response): Promise<Record<string, string[]>> {
  const body = await readError(response, 422);
  expect(body.message).toMatch(/[\u0600-\u06FF]/);
  return body.errors ?? {};
}

async function planOnSale(server: TestServer) {
  const [plan] = await server.database.db
    .select()
    .from(plans)
    .where(and(eq(plans.active, true), eq(plans.freeTrialDays, 0)))
    .limit(1);
  if (!plan) throw new Error('no plan on sale without a free trial in the seed');
  return plan;
}

describe('header enrichment (HE on, gateway 10.9.0.0/24)', () => {
  let server: TestServer;
  const log: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({ env: HE_ENV, logStream: { write: (line) => log.push(line) } });
  });
  afterAll(() => server.close());

  it('the plain-HTTP entry redirects to the portal with the token in the fragment, which subscribes', async () => {
    const local = newLocalMsisdn();
    const entry = await server.api.call('heStart', {
      headers: plainFrom(GATEWAY, { 'x-msisdn': stored(local) }),
    });
    expect(entry.status).toBe(302);
    expect(entry.headers.get('cache-control')).toBe('no-store');
    const target = new URL(entry.headers.get('location')!);
    expect(`${target.origin}${target.pathname}`).toBe(`${server.config.publicUrl}/`);
    const fragment = new URLSearchParams(target.hash.slice(1));
    expect(fragment.get('m')).toBe(`${stored(local).slice(0, 5)}****${local.slice(-3)}`);
    expect(fragment.get('s')).toBe('0');
    const plan = await planOnSale(server);
    const subscribed = await post(server, 'heSubscribe', { he_token: fragment.get('he')!, uuid: plan.id });
    expect(subscribed.status).toBe(200);

    // Off the operator's network (or a header from anyone else): the portal, and nothing more.
    for (const headers of [{}, plainFrom('198.51.100.7', { 'x-msisdn': stored(local) })]) {
      const plain = await server.api.call('heStart', { headers });
      expect(plain.status).toBe(302);
      expect(plain.headers.get('location')).toBe(`${server.config.publicUrl}/`);
    }
  });

  it('identifies a number the gateway sent: masked, not a subscriber yet, with a token, never cached', async () => {
    const local = newLocalMsisdn();
    const { response, data } = await identify(server, plainFrom(GATEWAY, { 'x-msisdn': stored(local) }));
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(data).toEqual({
      identified: true,
      msisdn_masked: `${stored(local).slice(0, 5)}****${local.slice(-3)}`,
      subscriber: false,
      he_token: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/) as string,
    });
    // The number cannot be read from the token.
    if (!data.identified) return;
    expect(Buffer.from(data.he_token, 'base64url').toString('latin1')).not.toContain(local);
  });

  it('says subscriber exactly when confirm/otp would answer Code 0', async () => {
    const subscriber = await signUp(server);
    const data = await identifyViaGateway(server, `+${subscriber.msisdn}`);
    expect(data.subscriber).toBe(true);
  });

  it('does not identify without the header, or with one that is not a served mobile number', async () => {
    expect((await identify(server, plainFrom(GATEWAY))).data).toEqual({ identified: false });
    for (const bad of ['hello', '9671234567', '966501234567', `${stored(newLocalMsisdn())},967771111111`]) {
      expect((await identify(server, plainFrom(GATEWAY, { 'x-msisdn': bad }))).data).toEqual({
        identified: false,
      });
    }
  });

  it('ignores a number header from an address outside HE_TRUSTED_CIDRS, and logs it masked', async () => {
    const local = newLocalMsisdn();
    log.length = 0;
    const { response, data } = await identify(
      server,
      plainFrom('203.0.113.9', { 'x-msisdn': stored(local) }),
    );
    expect(data).toEqual({ identified: false });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const lines = log.filter((line) => line.includes('untrusted address'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`${stored(local).slice(0, -4)}****`);
    expect(log.join('\n')).not.toContain(stored(local));
  });

  it('signs a subscriber in with one tap, exactly like confirm/otp Code 0, and the token works', async () => {
    const subscriber = await signUp(server);
    const { he_token } = await identifyViaGateway(server, subscriber.msisdn);
    const response = await post(server, 'heSignIn', { he_token });
    expect(response.status).toBe(200);
    const body = await readOk('heSignIn', response);
    expect(body).toEqual({
      Code: 0,
      access_token: expect.stringMatching(/^[0-9a-f-]{36}\|[A-Za-z0-9_-]{43}$/) as string,
      token_type: 'Bearer',
      expires_at: expect.any(String) as string,
    });
    expect(setCookies(response).access_token?.value).toBe(body.access_token);
    const user = await server.api.ok('getClientUser', { token: body.access_token });
    expect(user.data.msisdn).toBe(subscriber.msisdn);
  });

  it('peeks at a token: its own number masked and the subscriber flag, without spending it', async () => {
    const subscriber = await signUp(server);
    const { he_token, msisdn_masked } = await identifyViaGateway(server, subscriber.msisdn);
    expect(msisdn_masked).toBe(`${subscriber.msisdn.slice(0, 5)}****${subscriber.msisdn.slice(-3)}`);
    for (let i = 0; i < 2; i += 1) {
      const peeked = await post(server, 'hePeek', { he_token });
      expect(peeked.status).toBe(200);
      expect(peeked.headers.get('cache-control')).toBe('no-store');
      expect(await peeked.json()).toEqual({ data: { msisdn_masked, subscriber: true } });
    }
    // Not spent: the one tap that follows signs in. Spent, peek says so, as sign-in would.
    expect((await post(server, 'heSignIn', { he_token })).status).toBe(200);
    const after = await post(server, 'hePeek', { he_token });
    expect(await fieldErrors(after)).toEqual({ he_token: [expect.stringMatching(/سبق استخدام/)] });
  });

  it("peeks at a new number's token as no subscriber, and subscribe still takes it", async () => {
    const msisdn = stored(newLocalMsisdn());
    const { he_token } = await identifyViaGateway(server, msisdn);
    const peeked = await post(server, 'hePeek', { he_token });
    expect(await peeked.json()).toEqual({
      data: { msisdn_masked: `${msisdn.slice(0, 5)}****${msisdn.slice(-3)}`, subscriber: false },
    });
    const plan = await planOnSale(server);
    expect((await post(server, 'heSubscribe', { he_token, uuid: plan.id })).status).toBe(200);
  });

  it('refuses to peek at a forged, expired or moved token, as sign-in refuses it, spending nothing', async () => {
    const subscriber = await signUp(server);
    const peek = (he_token: string, ip = GATEWAY) => post(server, 'hePeek', { he_token }, ip);
    const claims = { msisdn: subscriber.msisdn, ip: GATEWAY, id: newHeTokenId() };
    const expired = encodeHeToken(heTokenKey(server.config.appSecret), {
      ...claims,
      expiresAt: Date.now() - 1000,
    });
    expect(await fieldErrors(await peek(expired))).toEqual({
      he_token: [expect.stringMatching(/انتهت مهلة/)],
    });
    const forged = encodeHeToken(heTokenKey('someone-else-secret-someone-else-0000'), {
      ...claims,
      expiresAt: Date.now() + 60_000,
    });
    expect(await fieldErrors(await peek(forged))).toEqual({
      he_token: [expect.stringMatching(/تعذّر التعرّف/)],
    });
    expect(Object.keys(await fieldErrors(await peek('not-a-token-at-all-x')))).toEqual(['he_token']);
    const { he_token } = await identifyViaGateway(server, subscriber.msisdn);
    expect(await fieldErrors(await peek(he_token, '10.9.0.6'))).toEqual({
      he_token: [expect.stringMatching(/تغيّر اتصالك/)],
    });
    expect((await post(server, 'heSignIn', { he_token })).status).toBe(200);
  });

  it('refuses a replayed token', async () => {
    const subscriber = await signUp(server);
    const { he_token } = await identifyViaGateway(server, subscriber.msisdn);
    expect((await post(server, 'heSignIn', { he_token })).status).toBe(200);
    const replay = await post(server, 'heSignIn', { he_token });
    expect(await fieldErrors(replay)).toEqual({ he_token: [expect.stringMatching(/سبق استخدام/)] });
  });

  it('refuses a token from another client address, which the right address can still use', async () => {
    const subscriber = await signUp(server);
    const { he_token } = await identifyViaGateway(server, subscriber.msisdn);
    const moved = await post(server, 'heSignIn', { he_token }, '10.9.0.6');
    expect(await fieldErrors(moved)).toEqual({ he_token: [expect.stringMatching(/تغيّر اتصالك/)] });
    expect((await post(server, 'heSignIn', { he_token })).status).toBe(200);
  });

  it('refuses an expired token and a made-up one', async () => {
    const subscriber = await signUp(server);
    const key = heTokenKey(server.config.appSecret);
    const expired = encodeHeToken(key, {
      msisdn: subscriber.msisdn,
      ip: GATEWAY,
      expiresAt: Date.now() - 1000,
      id: newHeTokenId(),
    });
    const late = await post(server, 'heSignIn', { he_token: expired });
    expect(await fieldErrors(late)).toEqual({ he_token: [expect.stringMatching(/انتهت مهلة/)] });
    const forged = encodeHeToken(heTokenKey('someone-else-secret-someone-else-0000'), {
      msisdn: subscriber.msisdn,
      ip: GATEWAY,
      expiresAt: Date.now() + 60_000,
      id: newHeTokenId(),
    });
    const made = await post(server, 'heSignIn', { he_token: forged });
    expect(await fieldErrors(made)).toEqual({ he_token: [expect.stringMatching(/تعذّر التعرّف/)] });
  });

  it("refuses a non-subscriber's sign-in without spending the token", async () => {
    const msisdn = stored(newLocalMsisdn());
    const { he_token, subscriber } = await identifyViaGateway(server, msisdn);
    expect(subscriber).toBe(false);
    const refused = await post(server, 'heSignIn', { he_token });
    expect(await fieldErrors(refused)).toEqual({ he_token: [expect.stringMatching(/غير مشترك/)] });
    expect(setCookies(refused).access_token).toBeUndefined();
    const plan = await planOnSale(server);
    expect((await post(server, 'heSubscribe', { he_token, uuid: plan.id })).status).toBe(200);
  });

  it('subscribes a new number with one tap: the subscription, the first charge and the HE consent', async () => {
    const msisdn = stored(newLocalMsisdn());
    const { he_token } = await identifyViaGateway(server, msisdn);
    const plan = await planOnSale(server);
    const before = Date.now();
    const response = await post(server, 'heSubscribe', { he_token, uuid: plan.id });
    expect(response.status).toBe(200);
    const body = await readOk('heSubscribe', response);
    expect(body.token_type).toBe('Bearer');
    expect(setCookies(response).access_token).toBeDefined();
    expect(body.data.subscriber.msisdn).toBe(msisdn);
    expect(body.data.subscription).toMatchObject({ state: 'active', plan: { uuid: plan.id } });
    expect(body.data.charge).toMatchObject({
      kind: 'charge',
      status: 'succeeded',
      amount_minor: plan.priceMinor,
      currency: plan.currency,
    });
    const ledger = await ledgerOf(server, body.data.subscription.uuid);
    expect(ledger).toHaveLength(1);

    const [created] = await server.database.db
      .select()
      .from(subscriptionEvents)
      .where(
        and(
          eq(subscriptionEvents.subscriptionId, body.data.subscription.uuid),
          eq(subscriptionEvents.reason, 'created'),
        ),
      );
    const consent = (created?.details as { consent?: Record<string, unknown> } | null)?.consent;
    expect(consent).toMatchObject({
      channel: 'he',
      plan_id: plan.id,
      plan_name: plan.name,
      price_minor: plan.priceMinor,
      currency: plan.currency,
      period: plan.period,
    });
    expect(new Date(String(consent?.consented_at)).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(String(consent?.identified_at)).getTime()).toBeLessThanOrEqual(
      new Date(String(consent?.consented_at)).getTime(),
    );
    const [mark] = await server.database.db
      .select()
      .from(msisdnVerifications)
      .where(eq(msisdnVerifications.id, Number(consent?.verification_id)));
    expect(mark).toMatchObject({ msisdn, purpose: 'login', otpId: null });
    expect(mark?.consumedAt).not.toBeNull();

    // Signed in: the token reads the new subscription; the number is now a subscriber.
    await server.api.ok('getClientUser', { token: body.access_token });
    expect((await identifyViaGateway(server, msisdn)).subscriber).toBe(true);
    const replay = await post(server, 'heSubscribe', { he_token, uuid: plan.id });
    expect(replay.status).toBe(422);
  });

  it('records the SMS-code consent the same way, with channel sms_code', async () => {
    const subscriber = await signUp(server);
    const [created] = await server.database.db
      .select()
      .from(subscriptionEvents)
      .where(
        and(
          eq(subscriptionEvents.subscriptionId, subscriber.created.data.subscription.uuid),
          eq(subscriptionEvents.reason, 'created'),
        ),
      );
    expect((created?.details as { consent?: unknown }).consent).toMatchObject({
      channel: 'sms_code',
      plan_id: subscriber.plan.uuid,
      price_minor: subscriber.plan.price_minor,
    });
  });

  it('refuses to subscribe a plan not on sale or a number already subscribed, keeping the token', async () => {
    const subscriber = await signUp(server);
    const known = await identifyViaGateway(server, subscriber.msisdn);
    const plan = await planOnSale(server);
    const twice = await post(server, 'heSubscribe', { he_token: known.he_token, uuid: plan.id });
    expect(Object.keys(await fieldErrors(twice))).toEqual(['msisdn']);
    expect((await post(server, 'heSignIn', { he_token: known.he_token })).status).toBe(200);

    const fresh = await identifyViaGateway(server, stored(newLocalMsisdn()));
    const nowhere = await post(server, 'heSubscribe', {
      he_token: fresh.he_token,
      uuid: randomUUID(),
    });
    expect(Object.keys(await fieldErrors(nowhere))).toEqual(['uuid']);
    expect((await post(server, 'heSubscribe', { he_token: fresh.he_token, uuid: plan.id })).status).toBe(200);
  });
});

describe('header enrichment off (the default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: BILLING_TEST_ENV });
  });
  afterAll(() => server.close());

  it('never identifies, even from the address that would be the gateway, and refuses tokens', async () => {
    const subscriber = await signUp(server);
    const { response, data } = await identify(server, plainFrom(GATEWAY, { 'x-msisdn': subscriber.msisdn }));
    expect(data).toEqual({ identified: false });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const token = encodeHeToken(heTokenKey(server.config.appSecret), {
      msisdn: subscriber.msisdn,
      ip: GATEWAY,
      expiresAt: Date.now() + 60_000,
      id: newHeTokenId(),
    });
    const refused = await post(server, 'heSignIn', { he_token: token });
    expect(Object.keys(await fieldErrors(refused))).toEqual(['he_token']);
    const peeked = await post(server, 'hePeek', { he_token: token });
    expect(await fieldErrors(peeked)).toEqual({ he_token: [expect.stringMatching(/تعذّر التعرّف/)] });
  });
});

describe('header enrichment behind a proxy that is not trusted', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Loopback (the test client) is no trusted proxy here: its X-Forwarded-For is not believed.
    server = await startTestServer({ env: { ...HE_ENV, TRUST_PROXY: '192.0.2.1' } });
  });
  afterAll(() => server.close());

  it('cannot be made to look like the gateway with X-Forwarded-For', async () => {
    const { data } = await identify(server, plainFrom(GATEWAY, { 'x-msisdn': stored(newLocalMsisdn()) }));
    expect(data).toEqual({ identified: false });
  });
});

describe('the HE proxy (the simulated gateway and HE server block) in front of the server', () => {
  let server: TestServer;
  let proxy: HeProxy;
  const msisdn = stored(newLocalMsisdn());
  const masked = `${msisdn.slice(0, 5)}****${msisdn.slice(-3)}`;
  beforeAll(async () => {
    // The proxy reaches the server from loopback, so loopback is "the gateway" here, and also the
    // trusted proxy (TRUST_PROXY's default), as our nginx is in production.
    server = await startTestServer({
      env: { ...HE_ENV, HE_TRUSTED_CIDRS: '127.0.0.1/32', HE_ENCODING: 'base64' },
    });
    proxy = await startHeProxy({ port: 0, target: server.url, msisdn, encoding: 'base64' });
  });
  afterAll(async () => {
    await proxy.close();
    await server.close();
  });

  it('hands its number over as plain HTTP, whatever the phone wrote; the portal peeks and subscribes', async () => {
    const entry = await fetch(proxy.url + pathWithQuery('heStart'), {
      redirect: 'manual',
      headers: { 'x-msisdn': '967779999999', 'x-forwarded-proto': 'https', 'x-forwarded-for': '10.9.0.5' },
    });
    expect(entry.status).toBe(302);
    expect(entry.headers.get('cache-control')).toBe('no-store');
    const target = new URL(entry.headers.get('location')!);
    expect(`${target.origin}${target.pathname}`).toBe(`${server.config.publicUrl}/`);
    const fragment = new URLSearchParams(target.hash.slice(1));
    expect(fragment.get('m')).toBe(masked);
    const heToken = fragment.get('he')!;

    // The portal itself, at PUBLIC_URL outside the proxy: HTTPS in production.
    const peeked = await server.api.call('hePeek', { json: { he_token: heToken } });
    expect(await peeked.json()).toEqual({ data: { msisdn_masked: masked, subscriber: false } });
    const plan = await planOnSale(server);
    const subscribed = await server.api.call('heSubscribe', { json: { he_token: heToken, uuid: plan.id } });
    expect(subscribed.status).toBe(200);
    expect(setCookies(subscribed).access_token).toBeDefined();
    expect((await readOk('heSubscribe', subscribed)).data.subscriber.msisdn).toBe(msisdn);
  });

  it('sends every other address of the HE host to the start, and the server never sees them', async () => {
    for (const path of ['/', '/mybill?x=1', pathWithQuery('heIdentify'), pathWithQuery('getClientUser')]) {
      const answer = await fetch(proxy.url + path, { redirect: 'manual' });
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get('location')).toBe(pathWithQuery('heStart'));
    }
  });

  it('is the only way in: the number header sent to the portal directly is not believed', async () => {
    // Loopback without X-Forwarded-Proto: a trusted proxy that did not say http, so HTTPS.
    const { data } = await identify(server, { 'x-msisdn': Buffer.from(msisdn).toString('base64') });
    expect(data).toEqual({ identified: false });
  });
});

describe.runIf(Boolean(process.env.REDIS_URL))('header enrichment across API processes (Redis)', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    const env = { ...HE_ENV, REDIS_URL: process.env.REDIS_URL!, REDIS_PREFIX: `sarraf-he-${Date.now()}:` };
    first = await startTestServer({ env });
    second = await startTestServer({ env });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('spends a token once, whichever process sees it again', async () => {
    const msisdn = stored(newLocalMsisdn());
    const { he_token } = await identifyViaGateway(first, msisdn);
    const plan = await planOnSale(first);
    expect((await post(first, 'heSubscribe', { he_token, uuid: plan.id })).status).toBe(200);
    const replay = await post(second, 'heSubscribe', { he_token, uuid: plan.id });
    // The second process has its own database copy (no subscriber there): only the marker refuses it.
    expect(await fieldErrors(replay)).toEqual({ he_token: [expect.stringMatching(/سبق استخدام/)] });
  });

  it("counts one number's identifies across processes (HE_IDENTIFY_PER_MIN)", async () => {
    const msisdn = stored(newLocalMsisdn());
    for (let i = 0; i < 30; i += 1) await identifyViaGateway(i % 2 ? first : second, msisdn);
    for (const server of [first, second]) {
      const over = await server.api.call('heIdentify', {
        headers: plainFrom(GATEWAY, { 'x-msisdn': msisdn }),
      });
      expect(over.status).toBe(429);
    }
  });
});
