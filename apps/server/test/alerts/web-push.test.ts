import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  createAlert,
  deletePushSubscription,
  getPushKey,
  listAlertNotifications,
  savePushSubscription,
  updateQuietHours,
} from '@sarraf/contracts';
import type { TRequest } from '@sarraf/contracts/api';
import { readOk } from '@sarraf/contracts/typed-client';
import { z } from 'zod';
import { rowsOf } from '../../src/lib/sql-rows';
import { dispatchAlertSms, evaluatePublication } from '../../src/services/alerts';
import { dispatchAlertPush, MAX_PUSH_BROWSERS } from '../../src/services/push';
import { call, signUp, startBillingServer, type Subscriber } from '../support/billing';
import { browserKeys, decryptPush, startPushReceiver } from '../support/push-receiver';
import type { TestServer } from '../support/test-server';
import { addAlert, alertSms, depsOf, marketWithRates, publishNow } from './helpers';

type Receiver = Awaited<ReturnType<typeof startPushReceiver>>;

describe('web push for alerts', () => {
  let server: TestServer;
  let receiver: Receiver;
  let market: number;

  const subscriptionsOf = async (subscriber: Subscriber) =>
    rowsOf<{ endpoint: string; p256dh: string }>(
      await server.database.db.execute(sql`
        select ps.endpoint, ps.p256dh from push_subscriptions ps join subscribers s on s.id = ps.subscriber_id
        where s.msisdn = ${subscriber.msisdn} order by ps.id`),
    );
  const patchAlert = (subscriber: Subscriber, id: number, json: TRequest<'updateAlert'>) =>
    server.api.call('updateAlert', { params: { id }, token: subscriber.token, json });
  const subscribe = (subscriber: Subscriber, endpoint: string, keys = browserKeys()) =>
    call(server, savePushSubscription, {
      token: subscriber.token,
      json: { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } },
    });
  const awake = async (subscriber: Subscriber) => {
    const saved = await call(server, updateQuietHours, {
      token: subscriber.token,
      json: { enabled: false, start: '22:00', end: '07:00' },
    });
    expect(saved.status).toBe(200);
  };

  beforeAll(async () => {
    receiver = await startPushReceiver();
    server = await startBillingServer({ env: { PUSH_ALLOW_LOOPBACK_HTTP: '1', ALERT_SMS_TPS: '200' } });
    market = await marketWithRates(server, 'سوق الإشعارات', '530', '140');
  });
  afterAll(async () => {
    await server.close();
    await receiver.close();
  });

  it('gives anyone the VAPID public key', async () => {
    const answer = await call(server, getPushKey);
    expect(answer.status).toBe(200);
    expect(answer.body.data.public_key).toBe(server.app.deps.config.push.publicKey);
    expect(answer.body.data.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it("stores a browser's subscription for the token's subscriber, once per endpoint, and deletes it", async () => {
    const alice = await signUp(server);
    const endpoint = 'https://push.example.com/send/alice-phone';
    expect((await call(server, savePushSubscription, { json: {} })).status).toBe(401);

    const first = await subscribe(alice, endpoint);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe('تم تفعيل إشعارات المتصفح على هذا الجهاز.');
    const renewed = browserKeys();
    expect((await subscribe(alice, endpoint, renewed)).status).toBe(200);
    expect(await subscriptionsOf(alice)).toEqual([{ endpoint, p256dh: renewed.p256dh }]);

    const removed = await call(server, deletePushSubscription, { token: alice.token, query: { endpoint } });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('تم إيقاف إشعارات المتصفح على هذا الجهاز.');
    expect(await subscriptionsOf(alice)).toEqual([]);
    // Gone already: no error.
    expect(
      (await call(server, deletePushSubscription, { token: alice.token, query: { endpoint } })).status,
    ).toBe(200);
    expect((await call(server, deletePushSubscription, { query: { endpoint } })).status).toBe(401);
  });

  it('refuses endpoints that are not https and keys that cannot be encrypted to (422)', async () => {
    const bob = await signUp(server);
    const keys = browserKeys();
    const attempt = (json: unknown) => call(server, savePushSubscription, { token: bob.token, json });
    const valid = {
      endpoint: 'https://push.example.com/bob',
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    };
    for (const endpoint of ['http://push.example.com/bob', 'ftp://push.example.com/bob', 'not a url']) {
      const refused = await attempt({ ...valid, endpoint });
      expect(refused.status, endpoint).toBe(422);
      expect(Object.keys(refused.body.errors ?? {}), endpoint).toContain('endpoint');
    }
    for (const badKeys of [
      { p256dh: keys.p256dh.slice(1), auth: keys.auth },
      { p256dh: keys.p256dh, auth: 'short' },
      { p256dh: `${keys.p256dh.slice(0, 86)}+`, auth: keys.auth },
      { auth: keys.auth },
    ]) {
      expect((await attempt({ ...valid, keys: badKeys })).status, JSON.stringify(badKeys)).toBe(422);
    }
    expect((await attempt({ endpoint: valid.endpoint })).status).toBe(422);
    expect(await subscriptionsOf(bob)).toEqual([]);
    // Loopback http only because this server runs with PUSH_ALLOW_LOOPBACK_HTTP (tests).
    expect((await attempt({ ...valid, endpoint: receiver.endpoint('/bob') })).status).toBe(200);
  });

  it('refuses an endpoint on a loopback, private, link-local or reserved address, by name or by number (422)', async () => {
    const frank = await signUp(server);
    const keys = browserKeys();
    for (const endpoint of [
      'https://127.0.0.1/push/frank',
      'https://127.1.2.3:8443/push/frank',
      'https://localhost/push/frank',
      'https://10.0.0.7/push/frank',
      'https://172.16.5.4/push/frank',
      'https://192.168.1.1/push/frank',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/push/frank',
      'https://0.0.0.0/push/frank',
      'https://[::1]/push/frank',
      'https://[fd00::1]/push/frank',
      'https://[fe80::1]/push/frank',
      'https://[::ffff:127.0.0.1]/push/frank',
      'https://224.0.0.1/push/frank',
      'https://192.0.2.1/push/frank',
    ]) {
      const refused = await call(server, savePushSubscription, {
        token: frank.token,
        json: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
      });
      expect(refused.status, endpoint).toBe(422);
      expect(refused.body.errors?.endpoint, endpoint).toEqual([
        expect.stringMatching(/^عنوان إشعارات المتصفح/),
      ]);
    }
    expect(await subscriptionsOf(frank)).toEqual([]);
  });

  it('never connects to an endpoint that is not public when it sends, even one stored before the check', async () => {
    // A listener where a private endpoint points: any connection to it is counted.
    let connections = 0;
    const listener = createNetServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const { port } = listener.address() as AddressInfo;
    try {
      const [byNumber, byName] = await Promise.all([signUp(server), signUp(server)]);
      const stored = {
        byNumber: `https://127.0.0.1:${port}/stored`,
        byName: `https://localhost:${port}/renamed`,
      };
      for (const [subscriber, path, endpoint] of [
        [byNumber, '/was-public-1', stored.byNumber],
        [byName, '/was-public-2', stored.byName],
      ] as const) {
        await awake(subscriber);
        expect((await subscribe(subscriber, receiver.endpoint(path))).status).toBe(200);
        // Saved before the check existed, or its name resolves elsewhere now.
        await server.database.db.execute(
          sql`update push_subscriptions set endpoint = ${endpoint} where endpoint = ${receiver.endpoint(path)}`,
        );
        await addAlert(server, subscriber.token, { source_id: market, value: '580', channels: ['push'] });
      }
      await evaluatePublication(depsOf(server), await publishNow(server, market, { USD: '581' }));
      expect(await dispatchAlertPush(depsOf(server), { maxMs: 20_000 })).toMatchObject({
        sent: 0,
        failed: 2,
        retrying: 0,
      });
      expect(connections).toBe(0);
      const outcomes = rowsOf<{ status: string; last_error: string; endpoint: string }>(
        await server.database.db.execute(sql`
          select m.status, m.last_error, ps.endpoint from push_messages m
          join push_subscriptions ps on ps.id = m.subscription_id
          where ps.endpoint in (${stored.byNumber}, ${stored.byName}) order by ps.endpoint`),
      );
      expect(outcomes).toEqual([
        { status: 'failed', last_error: 'push endpoint is not a public address', endpoint: stored.byNumber },
        { status: 'failed', last_error: 'push endpoint is not a public address', endpoint: stored.byName },
      ]);
    } finally {
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    }
  });

  it("takes the subscriber from the token only: another's endpoint is never deleted, a body id is ignored", async () => {
    const carol = await signUp(server);
    const mallory = await signUp(server);
    const endpoint = 'https://push.example.com/carol';
    expect((await subscribe(carol, endpoint)).status).toBe(200);
    const keys = browserKeys();
    await call(server, savePushSubscription, {
      token: mallory.token,
      json: {
        endpoint: 'https://push.example.com/mallory',
        keys: { p256dh: keys.p256dh, auth: keys.auth },
        subscriber_id: 1,
      },
    });
    expect(await subscriptionsOf(carol)).toHaveLength(1);
    expect(await subscriptionsOf(mallory)).toHaveLength(1);
    await call(server, deletePushSubscription, { token: mallory.token, query: { endpoint } });
    expect(await subscriptionsOf(carol)).toHaveLength(1);
  });

  it(`keeps at most ${MAX_PUSH_BROWSERS} browsers per subscriber, dropping the least recently saved`, async () => {
    const dave = await signUp(server);
    for (let n = 0; n <= MAX_PUSH_BROWSERS; n++)
      expect((await subscribe(dave, `https://push.example.com/dave/${n}`)).status).toBe(200);
    const kept = (await subscriptionsOf(dave)).map((row) => row.endpoint);
    expect(kept).toHaveLength(MAX_PUSH_BROWSERS);
    expect(kept).not.toContain('https://push.example.com/dave/0');
    expect(kept).toContain(`https://push.example.com/dave/${MAX_PUSH_BROWSERS}`);
  });

  it('gives alerts a non-empty set of channels, SMS by default', async () => {
    const erin = await signUp(server);
    const created = await addAlert(server, erin.token, { source_id: market });
    expect(created.channels).toEqual(['sms']);
    for (const channels of [[], ['push', 'push'], ['email']]) {
      const refused = await call(server, createAlert, {
        token: erin.token,
        json: { currency: 'USD', source_id: market, side: 'buy', condition: 'above', value: '600', channels },
      });
      expect(refused.status, JSON.stringify(channels)).toBe(422);
      expect(Object.keys(refused.body.errors ?? {}).join(), JSON.stringify(channels)).toMatch(/^channels/);
    }
    const paused = await readOk(
      'updateAlert',
      await patchAlert(erin, created.id, { channels: ['sms', 'push'], enabled: false }),
    );
    expect(paused.data).toMatchObject({ channels: ['push', 'sms'], enabled: false });
    // A patch of the value alone keeps the channels and the pause.
    const moved = await readOk('updateAlert', await patchAlert(erin, created.id, { value: '601' }));
    expect(moved.data).toMatchObject({ channels: ['push', 'sms'], enabled: false, value: '601' });
    const emptied = await patchAlert(erin, created.id, { channels: [] });
    expect(emptied.status).toBe(422);
  });

  it('pushes an encrypted Arabic notification to a subscribed browser, SMS only when chosen or as the fallback', async () => {
    const [pushOnly, both, smsOnly, noBrowser] = await Promise.all([
      signUp(server),
      signUp(server),
      signUp(server),
      signUp(server),
    ]);
    const keys = { pushOnly: browserKeys(), both: browserKeys(), smsOnly: browserKeys() };
    expect((await subscribe(pushOnly, receiver.endpoint('/push-only'), keys.pushOnly)).status).toBe(200);
    expect((await subscribe(both, receiver.endpoint('/both'), keys.both)).status).toBe(200);
    expect((await subscribe(smsOnly, receiver.endpoint('/sms-only'), keys.smsOnly)).status).toBe(200);
    for (const subscriber of [pushOnly, both, smsOnly, noBrowser]) await awake(subscriber);
    await addAlert(server, pushOnly.token, { source_id: market, value: '545', channels: ['push'] });
    await addAlert(server, both.token, { source_id: market, value: '545', channels: ['push', 'sms'] });
    await addAlert(server, smsOnly.token, { source_id: market, value: '545', channels: ['sms'] });
    await addAlert(server, noBrowser.token, { source_id: market, value: '545', channels: ['push'] });
    receiver.received.length = 0;

    const result = await evaluatePublication(
      depsOf(server),
      await publishNow(server, market, { USD: '546.25' }),
    );
    expect(result).toMatchObject({ fired: 4, pushQueued: 2, pushDue: 2, smsQueued: 3 });
    expect(await dispatchAlertPush(depsOf(server), { maxMs: 20_000 })).toMatchObject({ sent: 2, gone: 0 });
    await dispatchAlertSms(depsOf(server), { maxMs: 20_000 });

    expect(receiver.received.map((push) => push.path).sort()).toEqual(['/both', '/push-only']);
    const push = receiver.received.find((entry) => entry.path === '/push-only')!;
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.ttl).toBe(String(6 * 3600));
    expect(push.headers.urgency).toBe('high');
    expect(push.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${server.app.deps.config.push.publicKey}$`),
    );
    expect(push.body.subarray(0, 200).toString('utf8')).not.toContain('دولار');
    // The notification the service worker shows (no API contract: a push message's payload).
    const payload = z
      .object({ title: z.string(), body: z.string(), url: z.string() })
      .parse(JSON.parse(decryptPush(push.body, keys.pushOnly)));
    expect(payload.title).toBe('صرّاف: تنبيه دولار أمريكي');
    expect(payload.body).toBe('سعر شراء دولار أمريكي (USD) 546.25 في سوق الإشعارات: بلغ أو تجاوز 545');
    expect(payload.url).toMatch(/^\/client\/(category\/details\/\d+|alerts\/notifications)$/);

    expect(await alertSms(server, pushOnly.msisdn)).toHaveLength(0);
    const listed = await call(server, listAlertNotifications, { token: pushOnly.token });
    expect(listed.body.data).toEqual([expect.objectContaining({ sms: null, push: { status: 'sent' } })]);
    const listedBoth = await call(server, listAlertNotifications, { token: both.token });
    expect(listedBoth.body.data.map((item) => [item.sms?.status, item.push?.status])).toEqual([
      ['sent', 'sent'],
    ]);
    expect(await alertSms(server, both.msisdn)).toHaveLength(1);
    expect(await alertSms(server, smsOnly.msisdn)).toHaveLength(1);
    // Push chosen, no browser subscribed: the alert still arrives, by SMS.
    expect(await alertSms(server, noBrowser.msisdn)).toHaveLength(1);
  });

  it('deletes a subscription the push service says is gone (410), and retries an outage', async () => {
    const [gone, outage] = await Promise.all([signUp(server), signUp(server)]);
    await awake(gone);
    await awake(outage);
    expect((await subscribe(gone, receiver.endpoint('/gone'))).status).toBe(200);
    expect((await subscribe(outage, receiver.endpoint('/outage'))).status).toBe(200);
    receiver.answer('/gone', 410);
    receiver.answer('/outage', 503);
    await addAlert(server, gone.token, { source_id: market, value: '560', channels: ['push'] });
    await addAlert(server, outage.token, { source_id: market, value: '560', channels: ['push'] });

    await evaluatePublication(depsOf(server), await publishNow(server, market, { USD: '561' }));
    expect(await dispatchAlertPush(depsOf(server), { maxMs: 20_000 })).toMatchObject({
      gone: 1,
      retrying: 1,
    });
    expect(await subscriptionsOf(gone)).toEqual([]);
    const [waiting] = rowsOf<{ status: string; attempts: number; later: boolean; last_error: string }>(
      await server.database.db.execute(sql`
        select m.status, m.attempts, m.next_attempt_at > now() as later, m.last_error from push_messages m
        join push_subscriptions ps on ps.id = m.subscription_id
        join subscribers s on s.id = ps.subscriber_id where s.msisdn = ${outage.msisdn}`),
    );
    expect(waiting).toMatchObject({
      status: 'queued',
      attempts: 1,
      later: true,
      last_error: 'push service answered 503',
    });
    // Nothing is due yet: a second run sends nothing.
    expect(await dispatchAlertPush(depsOf(server), { maxMs: 20_000 })).toMatchObject({
      sent: 0,
      retrying: 0,
    });
    // Push never costs an SMS.
    expect(await alertSms(server, gone.msisdn)).toHaveLength(0);
  });
});
