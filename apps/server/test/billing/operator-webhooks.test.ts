import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRequest } from '@sarraf/contracts/api';
import { readOk } from '@sarraf/contracts/typed-client';
import { eq } from 'drizzle-orm';
import { operatorWebhookEvents, subscriptionEvents } from '../../src/db/schema/index';
import type { TestServer } from '../support/test-server';
import {
  giveConsent,
  ledgerOf,
  newLocalMsisdn,
  signUp,
  startBillingServer,
  stored,
  subscriptionOf,
} from '../support/billing';
import { type FakeOperator, withFakeOperator } from './fake-operator';

const SECRET = 'operator-shared-secret-0123456789';
let sequence = 0;
const eventId = () => `evt-${Date.now()}-${++sequence}`;

/** The shared secret header the operator sends (or none, or a wrong one). */
const operatorHeaders = (secret: string | null = SECRET): Record<string, string> =>
  secret === null ? {} : { 'x-operator-secret': secret };

/** The operator sending us a subscriber's SMS, accepted: its status and its answer. */
async function operatorSms(server: TestServer, json: TRequest<'receiveOperatorSms'>) {
  const response = await server.api.call('receiveOperatorSms', { json, headers: operatorHeaders() });
  return { status: response.status, body: await readOk('receiveOperatorSms', response) };
}

/** The operator notifying us of an event, accepted: its status and its answer. */
async function operatorNotification(server: TestServer, json: TRequest<'receiveOperatorNotification'>) {
  const response = await server.api.call('receiveOperatorNotification', { json, headers: operatorHeaders() });
  return { status: response.status, body: await readOk('receiveOperatorNotification', response) };
}

const mo = (from: string, text: string, messageId = eventId()) => ({
  message_id: messageId,
  from,
  to: '4545',
  text,
  received_at: new Date().toISOString(),
});

describe('operator webhooks', () => {
  let gateway: FakeOperator;
  let server: TestServer;
  withFakeOperator(
    {
      env: { OPERATOR_WEBHOOK_SECRET: SECRET, CHARGING_HTTP_TIMEOUT_MS: '300' },
    },
    (started) => ({ gateway, server } = started),
  );

  it('refuses a request without the shared secret, or with a wrong one', async () => {
    const subscriber = await signUp(server);
    for (const secret of [null, 'wrong-secret-wrong-secret', `${SECRET}x`]) {
      await server.api.fails('receiveOperatorSms', 401, {
        json: mo(subscriber.local, 'الغاء'),
        headers: operatorHeaders(secret),
      });
    }
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('active');
  });

  it.each(['الغاء', 'إلغاء', 'STOP', 'stop', ' Stop ', 'الغاء الاشتراك'])(
    'cancels for free when the subscriber texts %j to the short code',
    async (text) => {
      const subscriber = await signUp(server);
      const taken = gateway.takenFrom(subscriber.msisdn).length;
      const response = await operatorSms(server, mo(`+967${subscriber.local}`, text));
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({ duplicate: false, action: 'cancelled' });
      const subscription = await subscriptionOf(server, subscriber.token);
      expect(subscription.state).toBe('cancelled');
      expect(gateway.takenFrom(subscriber.msisdn)).toHaveLength(taken);
      expect(await ledgerOf(server, subscription.uuid)).toHaveLength(1);
    },
  );

  it('does nothing for any other text, or for a number without a subscription', async () => {
    const subscriber = await signUp(server);
    const other = await operatorSms(server, mo(subscriber.local, 'مرحبا'));
    expect(other.body.data).toEqual({ duplicate: false, action: 'none' });
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('active');
    const stranger = await operatorSms(server, mo(newLocalMsisdn(), 'STOP'));
    expect(stranger.status).toBe(200);
    expect(stranger.body.data.action).toBe('none');
  });

  it('changes nothing when an SMS is replayed, and still answers 200', async () => {
    const subscriber = await signUp(server);
    const sms = mo(subscriber.local, 'الغاء');
    expect((await operatorSms(server, sms)).body.data.action).toBe('cancelled');

    // The subscriber comes back; a replay of the old STOP must not cancel them again.
    await giveConsent(server, subscriber);
    await server.api.ok('reactivateProfileSubscription', { token: subscriber.token });
    const replay = await operatorSms(server, sms);
    expect(replay.status).toBe(200);
    expect(replay.body.data).toEqual({ duplicate: true, action: 'none' });
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('active');

    const logged = await server.database.db
      .select()
      .from(operatorWebhookEvents)
      .where(eq(operatorWebhookEvents.externalId, sms.message_id));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ kind: 'mo_sms', msisdn: subscriber.msisdn, result: 'cancelled' });
    expect(logged[0]!.processedAt).not.toBeNull();
  });

  it("handles an SMS whose message_id is an earlier notification's event_id as its own message: its STOP cancels", async () => {
    const subscriber = await signUp(server);
    const other = await signUp(server);
    const shared = eventId();
    // A status notification about someone else, under the id the SMS will carry.
    const notification = {
      event_id: shared,
      type: 'status' as const,
      msisdn: other.msisdn,
      status: 'suspended' as const,
      occurred_at: new Date().toISOString(),
    };
    expect(await operatorNotification(server, notification)).toEqual({
      status: 200,
      body: { data: { duplicate: false } },
    });
    expect((await subscriptionOf(server, other.token)).state).toBe('suspended');

    const stop = mo(subscriber.local, 'STOP', shared);
    const answer = await operatorSms(server, stop);
    expect(answer).toEqual({ status: 200, body: { data: { duplicate: false, action: 'cancelled' } } });
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('cancelled');

    // Each is still its own repeat.
    expect((await operatorSms(server, stop)).body.data).toEqual({
      duplicate: true,
      action: 'none',
    });
    expect((await operatorNotification(server, notification)).body.data).toEqual({
      duplicate: true,
    });
    // And the other way round: a notification under an SMS's id is acted on.
    const resumed = await operatorNotification(server, {
      ...notification,
      event_id: stop.message_id,
      type: 'charge',
      reference: 'no-such-reference',
      status: 'succeeded',
    });
    expect(resumed.body.data).toEqual({ duplicate: false });

    const logged = await server.database.db
      .select({
        channel: operatorWebhookEvents.channel,
        kind: operatorWebhookEvents.kind,
        result: operatorWebhookEvents.result,
      })
      .from(operatorWebhookEvents)
      .where(eq(operatorWebhookEvents.externalId, shared))
      .orderBy(operatorWebhookEvents.id);
    expect(logged).toEqual([
      { channel: 'operator_webhook', kind: 'status_notification', result: 'suspended' },
      { channel: 'operator_webhook', kind: 'mo_sms', result: 'cancelled' },
      { channel: 'operator_webhook', kind: 'charge_notification', result: 'unknown_reference' },
    ]);
  });

  it('settles a pending charge from a charge notification, once', async () => {
    const local = newLocalMsisdn();
    gateway.setMode(stored(local), 'lose');
    const subscriber = await signUp(server, { local });
    const { subscription } = subscriber.created.data;
    const charge = subscriber.created.data.charge!;
    expect(charge.status).toBe('pending');

    const notification = {
      event_id: eventId(),
      type: 'charge' as const,
      reference: charge.reference,
      status: 'succeeded' as const,
      gateway_ref: 'op-777',
      occurred_at: new Date().toISOString(),
    };
    const first = await operatorNotification(server, notification);
    expect(first).toEqual({ status: 200, body: { data: { duplicate: false } } });
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('active');
    const [row] = await ledgerOf(server, subscription.uuid);
    expect(row).toMatchObject({ status: 'succeeded', gatewayRef: 'op-777' });

    const replay = await operatorNotification(server, notification);
    expect(replay).toEqual({ status: 200, body: { data: { duplicate: true } } });

    // Another event claiming the opposite outcome does not rewrite a settled row.
    const contrary = await operatorNotification(server, {
      ...notification,
      event_id: eventId(),
      status: 'failed',
      reason: 'insufficient_balance',
    });
    expect(contrary.status).toBe(200);
    expect((await ledgerOf(server, subscription.uuid))[0]).toMatchObject({
      status: 'succeeded',
      gatewayRef: 'op-777',
    });
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('active');
    const events = await server.database.db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, subscription.uuid));
    expect(events.filter((event) => event.reason === 'subscribed')).toHaveLength(1);
  });

  it('applies status notifications: suspended, active again while paid, cancelled; replays change nothing', async () => {
    const subscriber = await signUp(server);
    const status = (value: 'active' | 'suspended' | 'cancelled', id = eventId()) => ({
      event_id: id,
      type: 'status' as const,
      msisdn: subscriber.msisdn,
      status: value,
      reason: 'care desk',
      occurred_at: new Date().toISOString(),
    });
    const suspended = status('suspended');
    expect((await operatorNotification(server, suspended)).status).toBe(200);
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('suspended');

    expect((await operatorNotification(server, status('active'))).status).toBe(200);
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('active');

    // The old "suspended" again: a replay, nothing changes.
    const replay = await operatorNotification(server, suspended);
    expect(replay.body.data.duplicate).toBe(true);
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('active');

    expect((await operatorNotification(server, status('cancelled'))).status).toBe(200);
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('cancelled');
  });

  it('refuses a malformed event with a 422', async () => {
    await server.api.fails('receiveOperatorNotification', 422, {
      rawJson: { type: 'charge', event_id: 'x' },
      headers: operatorHeaders(),
    });
  });
});

describe('operator webhooks without OPERATOR_WEBHOOK_SECRET', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startBillingServer();
  });
  afterAll(() => server.close());

  it('are refused altogether, whatever header is sent', async () => {
    const subscriber = await signUp(server);
    for (const secret of [null, '', SECRET]) {
      await server.api.fails('receiveOperatorSms', 401, {
        json: mo(subscriber.local, 'STOP'),
        headers: operatorHeaders(secret),
      });
    }
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('active');
  });
});
