import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '@sarraf/contracts';
import { pathOf, type TRequest } from '@sarraf/contracts/api';
import { operatorWebhookEvents, smsMessages } from '../../src/db/schema/index';
import type { OneApiGateway } from '../../sim/operator/oneapi-gateway';
import { call, newLocalMsisdn, signUp, startBillingServer, stored, subscriptionOf } from '../support/billing';
import type { TestServer } from '../support/test-server';
import { basic, CALLBACK_PASSWORD, CALLBACK_USER, PUBLIC_URL, startOneApiPair } from './oneapi-setup';

const DELIVERY = 'receiveOneApiDelivery' as const;
const INBOUND = 'receiveOneApiInbound' as const;

const inboundBody = (from: string, text: string, messageId: string) => ({
  inboundSMSMessageNotification: {
    inboundSMSMessage: {
      messageId,
      senderAddress: `tel:+${from}`,
      destinationAddress: 'tel:4545',
      message: text,
      dateTime: new Date().toISOString(),
    },
  },
});

const post = <N extends typeof DELIVERY | typeof INBOUND>(
  server: TestServer,
  name: N,
  json: TRequest<N>,
  headers: Record<string, string> = {},
) => server.api.call(name, { json, headers: { ...basic(CALLBACK_USER, CALLBACK_PASSWORD), ...headers } });

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('SMS_DRIVER=oneapi and the OneAPI callbacks', () => {
  let gateway: OneApiGateway;
  let server: TestServer;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ gateway, server, close } = await startOneApiPair());
  });
  afterAll(() => close());

  const rowsTo = (msisdn: string) =>
    server.database.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.msisdn, msisdn))
      .orderBy(smsMessages.id);

  it('sends an SMS with the row id as clientCorrelator and marks it delivered by the receipt', async () => {
    const local = newLocalMsisdn();
    expect((await call(server, login, { json: { msisdn: local } })).status).toBe(200);
    const [row] = await waitFor(
      () => rowsTo(stored(local)),
      (rows) => rows[0]?.status === 'delivered',
    );
    expect(row).toMatchObject({ driver: 'oneapi', status: 'delivered' });
    expect(row!.deliveredAt).not.toBeNull();
    await gateway.idle();
    const sent = gateway.state().sms.find((sms) => sms.correlator === String(row!.id));
    expect(sent).toMatchObject({
      address: `tel:+${stored(local)}`,
      senderAddress: 'tel:4545',
      notifyURL: `${PUBLIC_URL}${pathOf(DELIVERY)}`,
      callbackData: `sms:${row!.id}`,
      deliveryStatus: 'DeliveredToTerminal',
      receiptAnswer: 200,
    });
    expect(row!.gatewayMessageId).toBe(sent!.id);

    // The gateway repeats the receipt: 200, nothing changes.
    const again = await post(server, DELIVERY, {
      deliveryInfoNotification: {
        callbackData: `sms:${row!.id}`,
        deliveryInfo: { address: `tel:+${stored(local)}`, deliveryStatus: 'DeliveryImpossible' },
      },
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ data: { duplicate: true } });
    const [after] = await rowsTo(stored(local));
    expect(after).toMatchObject({ status: 'delivered', deliveredAt: row!.deliveredAt });
  });

  it('marks an SMS the gateway could not deliver failed', async () => {
    const local = newLocalMsisdn();
    gateway.setNumber(stored(local), { mode: 'undeliverable' });
    expect((await call(server, login, { json: { msisdn: local } })).status).toBe(200);
    const [row] = await waitFor(
      () => rowsTo(stored(local)),
      (rows) => rows[0]?.status === 'failed',
    );
    expect(row).toMatchObject({ status: 'failed', lastError: 'gateway receipt: DeliveryImpossible' });
  });

  it('cancels on an inbound STOP, and a repeat of it answers 200 and changes nothing', async () => {
    const subscriber = await signUp(server);
    const sent = await gateway.sendInbound({
      from: subscriber.msisdn,
      text: 'STOP',
      messageId: `mo-${subscriber.local}`,
    });
    expect(sent.status).toBe(200);
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('cancelled');
    const [event] = await server.database.db
      .select()
      .from(operatorWebhookEvents)
      .where(eq(operatorWebhookEvents.externalId, `mo-${subscriber.local}`));
    expect(event).toMatchObject({
      channel: 'oneapi',
      kind: 'mo_sms',
      result: 'cancelled',
      msisdn: subscriber.msisdn,
    });

    const repeat = await post(
      server,
      INBOUND,
      inboundBody(subscriber.msisdn, 'STOP', `mo-${subscriber.local}`),
    );
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual({ data: { duplicate: true } });
    const events = await server.database.db
      .select()
      .from(operatorWebhookEvents)
      .where(
        and(eq(operatorWebhookEvents.msisdn, subscriber.msisdn), eq(operatorWebhookEvents.kind, 'mo_sms')),
      );
    expect(events).toHaveLength(1);
  });

  it('reads «الغاء» the same way, and ignores free text', async () => {
    const subscriber = await signUp(server);
    const chat = await post(
      server,
      INBOUND,
      inboundBody(subscriber.msisdn, 'مرحبا', `chat-${subscriber.local}`),
    );
    expect(chat.status).toBe(200);
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('active');
    const stop = await post(
      server,
      INBOUND,
      inboundBody(subscriber.msisdn, 'الغاء', `stop-${subscriber.local}`),
    );
    expect(stop.status).toBe(200);
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('cancelled');
  });

  it('refuses missing or wrong Basic credentials with 401, without acting', async () => {
    const subscriber = await signUp(server);
    const body = inboundBody(subscriber.msisdn, 'STOP', `refused-${subscriber.local}`);
    const missing = await server.api.call(INBOUND, { json: body });
    expect(missing.status).toBe(401);
    const wrong = await post(server, INBOUND, body, basic(CALLBACK_USER, `${CALLBACK_PASSWORD}x`));
    expect(wrong.status).toBe(401);
    const otherUser = await server.api.call(DELIVERY, {
      rawJson: {},
      headers: basic('someone', CALLBACK_PASSWORD),
    });
    expect(otherUser.status).toBe(401);
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('active');
  });

  it('does not take the operator webhook secret in place of the Basic credentials', async () => {
    const answer = await server.api.call(INBOUND, {
      json: inboundBody('967771234567', 'STOP', 'secret-instead'),
      headers: { 'x-operator-secret': 'whatever-whatever-whatever' },
    });
    expect(answer.status).toBe(401);
  });
});

describe('the OneAPI callbacks behind OPERATOR_CIDRS, and while unconfigured', () => {
  let gateway: OneApiGateway;
  let server: TestServer;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ gateway, server, close } = await startOneApiPair({ env: { OPERATOR_CIDRS: '10.20.0.0/16' } }));
  });
  afterAll(() => close());

  it('answers 403 to a caller outside OPERATOR_CIDRS, even with the right credentials', async () => {
    const subscriber = await signUp(server);
    const sent = await gateway.sendInbound({ from: subscriber.msisdn, text: 'STOP' });
    expect(sent.status).toBe(403);
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('active');
  });

  it('accepts the operator’s address as the trusted proxy reports it', async () => {
    const subscriber = await signUp(server);
    const answer = await post(
      server,
      INBOUND,
      inboundBody(subscriber.msisdn, 'STOP', `cidr-${subscriber.local}`),
      {
        'x-forwarded-for': '10.20.3.4',
      },
    );
    expect(answer.status).toBe(200);
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('cancelled');
  });

  it('refuses every callback with 401 while ONEAPI_CALLBACK_USER/PASSWORD are unset', async () => {
    const bare = await startBillingServer({});
    try {
      const answer = await post(bare, INBOUND, inboundBody('967771234567', 'STOP', 'unset-1'));
      expect(answer.status).toBe(401);
    } finally {
      await bare.close();
    }
  });
});
