import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { operatorWebhookEvents, smsMessages, transactions } from '../../src/db/schema/index';
import { basic } from '../operator/oneapi-setup';
import { newLocalMsisdn, signUp, startBillingServer, stored, subscriptionOf } from '../support/billing';
import type { TestServer } from '../support/test-server';
import { twoOperators, webhookSecretOf } from '../support/two-operators';

// Each operator's OneAPI callback credentials.
const callbackOf = (id: string) => ({
  oneapi_callback_user: `${id}-gateway`,
  oneapi_callback_password: `${id}-callback-password`,
});
const callbackHeaders = (id: string) => basic(`${id}-gateway`, `${id}-callback-password`);
const secretHeaders = (id: string) => ({ 'x-operator-secret': webhookSecretOf(id) });

let sequence = 0;
const eventId = (label: string) => `${label}-${process.pid}-${Date.now()}-${++sequence}`;

describe('operator callers are told apart by their credentials', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startBillingServer({
      env: {
        OPERATORS_FILE: twoOperators({ default: callbackOf('default'), sabafon: callbackOf('sabafon') }),
        SMS_DAILY_BUDGET: '',
      },
    });
  });
  afterAll(() => server.close());

  const eventsOf = (externalId: string) =>
    server.database.db
      .select({ operatorId: operatorWebhookEvents.operatorId, result: operatorWebhookEvents.result })
      .from(operatorWebhookEvents)
      .where(eq(operatorWebhookEvents.externalId, externalId));
  const smsTo = (msisdn: string) =>
    server.database.db
      .select({ purpose: smsMessages.purpose, operatorId: smsMessages.operatorId })
      .from(smsMessages)
      .where(eq(smsMessages.msisdn, msisdn));

  it('refuses a secret or Basic credentials no operator holds', async () => {
    const json = {
      message_id: eventId('mo'),
      from: stored(newLocalMsisdn('71')),
      to: '4545',
      text: 'مساعدة',
    };
    await server.api.fails('receiveOperatorSms', 401, {
      json,
      headers: { 'x-operator-secret': 'x'.repeat(24) },
    });
    await server.api.fails('receiveOperatorSms', 401, { json });
    await server.api.fails('receiveOneApiDelivery', 401, {
      json: {
        deliveryInfoNotification: {
          callbackData: 'sms:1',
          deliveryInfo: { address: 'tel:+96771', deliveryStatus: 'DeliveredToTerminal' },
        },
      },
      headers: basic('sabafon-gateway', 'default-callback-password'),
    });
  });

  it("answers 403 to a status notification about another operator's subscriber, and changes nothing", async () => {
    const subscriber = await signUp(server);
    const id = eventId('status');
    const json = {
      event_id: id,
      type: 'status' as const,
      msisdn: subscriber.msisdn,
      status: 'cancelled' as const,
      occurred_at: new Date().toISOString(),
    };
    await server.api.fails('receiveOperatorNotification', 403, { json, headers: secretHeaders('sabafon') });
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('active');
    expect(await eventsOf(id)).toEqual([]);

    // Its own operator's secret cancels it.
    await server.api.ok('receiveOperatorNotification', { json, headers: secretHeaders('default') });
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('cancelled');
    expect(await eventsOf(id)).toEqual([{ operatorId: 'default', result: 'cancelled' }]);
  });

  it("answers 403 to a charge notification of another operator's ledger row, which stays as it was", async () => {
    const { reference, status } = (await signUp(server)).created.data.charge!;
    const json = {
      event_id: eventId('charge'),
      type: 'charge' as const,
      reference,
      status: status === 'succeeded' ? ('failed' as const) : ('succeeded' as const),
      occurred_at: new Date().toISOString(),
    };
    await server.api.fails('receiveOperatorNotification', 403, { json, headers: secretHeaders('sabafon') });
    const [after] = await server.database.db
      .select({ status: transactions.status })
      .from(transactions)
      .where(eq(transactions.reference, reference));
    expect(after!.status).toBe(status);
  });

  it("answers 403 to an SMS from another operator's number, and sends no reply", async () => {
    const theirs = stored(newLocalMsisdn('77'));
    const id = eventId('mo');
    await server.api.fails('receiveOperatorSms', 403, {
      json: { message_id: id, from: theirs, to: '4545', text: 'مساعدة' },
      headers: secretHeaders('sabafon'),
    });
    expect(await smsTo(theirs)).toEqual([]);
    expect(await eventsOf(id)).toEqual([]);

    // Sabafon's own number: answered through Sabafon.
    const own = stored(newLocalMsisdn('71'));
    await server.api.ok('receiveOperatorSms', {
      json: { message_id: id, from: own, to: '4545', text: 'مساعدة' },
      headers: secretHeaders('sabafon'),
    });
    expect(await smsTo(own)).toEqual([{ purpose: 'keyword.reply', operatorId: 'sabafon' }]);
  });

  it('keys events by operator: the same message id from two operators is two messages', async () => {
    const id = eventId('shared');
    for (const [operator, prefix] of [
      ['default', '77'],
      ['sabafon', '71'],
    ] as const) {
      const answer = await server.api.ok('receiveOperatorSms', {
        json: { message_id: id, from: stored(newLocalMsisdn(prefix)), to: '4545', text: 'مساعدة' },
        headers: secretHeaders(operator),
      });
      expect(answer.data.duplicate).toBe(false);
    }
    expect((await eventsOf(id)).map((event) => event.operatorId).sort()).toEqual(['default', 'sabafon']);
  });

  it("answers 403 to a USSD step for another operator's number, and opens no session", async () => {
    const json = {
      sessionId: eventId('ussd'),
      msisdn: stored(newLocalMsisdn('77')),
      text: '',
      serviceCode: '*123#',
    };
    await server.api.fails('receiveOperatorUssd', 403, { json, headers: secretHeaders('sabafon') });
    const own = await server.api.call('receiveOperatorUssd', { json, headers: secretHeaders('default') });
    expect(own.status).toBe(200);
    expect(await own.text()).toMatch(/^CON /);
  });

  it("answers 403 to a OneAPI inbound SMS or receipt of another operator's, under that operator's Basic", async () => {
    const theirs = stored(newLocalMsisdn('77'));
    const inbound = (from: string) => ({
      inboundSMSMessageNotification: {
        inboundSMSMessage: {
          messageId: eventId('oneapi'),
          senderAddress: `tel:+${from}`,
          destinationAddress: 'tel:4545',
          message: 'مساعدة',
          dateTime: new Date().toISOString(),
        },
      },
    });
    await server.api.fails('receiveOneApiInbound', 403, {
      json: inbound(theirs),
      headers: callbackHeaders('sabafon'),
    });
    expect(await smsTo(theirs)).toEqual([]);
    await server.api.ok('receiveOneApiInbound', {
      json: inbound(theirs),
      headers: callbackHeaders('default'),
    });
    expect(await smsTo(theirs)).toEqual([{ purpose: 'keyword.reply', operatorId: 'default' }]);

    // A message `default`'s OneAPI gateway sent: only `default`'s receipt settles it.
    const [sent] = await server.database.db
      .insert(smsMessages)
      .values({
        msisdn: theirs,
        text: 'رسالة',
        purpose: 'keyword.reply',
        operatorId: 'default',
        driver: 'oneapi',
        status: 'sent',
        sender: 'Sarraf',
      })
      .returning({ id: smsMessages.id });
    const receipt = {
      deliveryInfoNotification: {
        callbackData: `sms:${sent!.id}`,
        deliveryInfo: { address: `tel:+${theirs}`, deliveryStatus: 'DeliveredToTerminal' },
      },
    };
    const statusOf = async () =>
      (
        await server.database.db
          .select({ status: smsMessages.status })
          .from(smsMessages)
          .where(and(eq(smsMessages.id, sent!.id)))
      )[0]!.status;
    await server.api.fails('receiveOneApiDelivery', 403, {
      json: receipt,
      headers: callbackHeaders('sabafon'),
    });
    expect(await statusOf()).toBe('sent');
    await server.api.ok('receiveOneApiDelivery', { json: receipt, headers: callbackHeaders('default') });
    expect(await statusOf()).toBe('delivered');
  });
});

describe("header enrichment: the gateway's range names its operator", () => {
  let server: TestServer;
  // Each operator's gateway, its own number header and encoding; the test client plays our nginx,
  // so a request "from" an address carries it in X-Forwarded-For (loopback is a trusted proxy).
  const DEFAULT_GATEWAY = '10.9.0.5';
  const SABAFON_GATEWAY = '10.71.0.5';
  beforeAll(async () => {
    server = await startBillingServer({
      env: {
        OPERATORS_FILE: twoOperators({
          default: { he_enabled: true, he_trusted_cidrs: ['10.9.0.0/24'] },
          sabafon: {
            he_enabled: true,
            he_trusted_cidrs: ['10.71.0.0/24'],
            he_msisdn_header: 'x-up-calling-line-id',
            public_url: 'https://sabafon.sarraf.example',
          },
        }),
        SMS_DAILY_BUDGET: '',
      },
    });
  });
  afterAll(() => server.close());

  const plainFrom = (ip: string, headers: Record<string, string>) => ({
    'x-forwarded-for': ip,
    'x-forwarded-proto': 'http',
    ...headers,
  });

  it("identifies a number of the gateway's own operator, read from that operator's header", async () => {
    const own = stored(newLocalMsisdn('71'));
    const identified = await server.api.ok('heIdentify', {
      headers: plainFrom(SABAFON_GATEWAY, { 'x-up-calling-line-id': own }),
    });
    expect(identified.data.identified).toBe(true);
    // `default`'s header name means nothing on Sabafon's gateway.
    const other = await server.api.ok('heIdentify', {
      headers: plainFrom(SABAFON_GATEWAY, { 'x-msisdn': own }),
    });
    expect(other.data.identified).toBe(false);
    const ours = await server.api.ok('heIdentify', {
      headers: plainFrom(DEFAULT_GATEWAY, { 'x-msisdn': stored(newLocalMsisdn('77')) }),
    });
    expect(ours.data.identified).toBe(true);
  });

  it('answers 403 to a number of another operator from a gateway, and start hands over no token', async () => {
    const theirs = stored(newLocalMsisdn('77'));
    await server.api.fails('heIdentify', 403, {
      headers: plainFrom(SABAFON_GATEWAY, { 'x-up-calling-line-id': theirs }),
    });
    const start = await server.api.call('heStart', {
      headers: plainFrom(SABAFON_GATEWAY, { 'x-up-calling-line-id': theirs }),
    });
    expect(start.status).toBe(302);
    expect(start.headers.get('location')).toBe('https://sabafon.sarraf.example/');

    // Its own number goes to its own portal address with the token.
    const own = await server.api.call('heStart', {
      headers: plainFrom(SABAFON_GATEWAY, { 'x-up-calling-line-id': stored(newLocalMsisdn('71')) }),
    });
    expect(own.headers.get('location')).toMatch(/^https:\/\/sabafon\.sarraf\.example\/#/);
  });
});
