import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OPERATOR_SECRET_HEADER,
  checkSubscriber,
  confirmOtp,
  createSubscriber,
  fetchSubscriberDetails,
  getFavourites,
  getGuestSubscriberInfo,
  getMyBillInfo,
  getMyBillTransactions,
  listAlerts,
  login,
  updateFavourites,
} from '@sarraf/contracts';
import {
  accessTokens,
  operatorWebhookEvents,
  smsMessages,
  subscribers,
  transactions,
} from '../../src/db/schema/index';
import { ensureFirstAdmin } from '../../src/services/back-office';
import { addAlert, marketWithRates } from '../alerts/helpers';
import { adminBrowser, type AdminBrowser } from '../support/admin-browser';
import {
  call,
  latestCode,
  ledgerOf,
  signUp,
  startBillingServer,
  subscriptionOf,
  type Subscriber,
} from '../support/billing';
import type { TestServer } from '../support/test-server';
import { signIn } from '../session/helpers';

const OPERATOR_SECRET = 'operator-secret-for-recycled-numbers-0';
let sequence = 0;
const eventId = () => `recycled-${Date.now()}-${++sequence}`;

/**
 * The operator gives a number to a new person (docs/security.md#data-at-rest-logs-and-tokens): the
 * old subscriber's record is retired with its ledger, and whoever holds the number now signs up
 * afresh, seeing none of the old owner's bill, alerts, favourites or profile.
 */
describe('a recycled number starts afresh for its new owner', () => {
  let server: TestServer;
  let admin: AdminBrowser;
  let sourceId: number;
  beforeAll(async () => {
    server = await startBillingServer({ env: { OPERATOR_WEBHOOK_SECRET: OPERATOR_SECRET } });
    admin = await adminBrowser(server, (await ensureFirstAdmin(server.database.db))!);
    sourceId = await marketWithRates(server, 'سوق الأرقام المعادة');
  });
  afterAll(() => server.close());

  const notify = (type: 'msisdn_recycled' | 'msisdn_deactivated', msisdn: string, id = eventId()) =>
    server.api.call('receiveOperatorNotification', {
      json: { event_id: id, type, msisdn, occurred_at: new Date().toISOString() },
      headers: { [OPERATOR_SECRET_HEADER]: OPERATOR_SECRET },
    });
  const rowOf = async (id: number) =>
    (await server.database.db.select().from(subscribers).where(eq(subscribers.id, id)))[0]!;
  const idOf = async (msisdn: string) =>
    (
      await server.database.db
        .select({ id: subscribers.id })
        .from(subscribers)
        .where(eq(subscribers.msisdn, msisdn))
    )[0]!.id;
  const resultOf = async (externalId: string) =>
    (
      await server.database.db
        .select({ result: operatorWebhookEvents.result })
        .from(operatorWebhookEvents)
        .where(eq(operatorWebhookEvents.externalId, externalId))
    )[0]?.result;

  /** A subscriber with history: a charge in my bill, an alert, favourites and a name. */
  async function withHistory(): Promise<{ owner: Subscriber; id: number; references: string[] }> {
    const owner = await signUp(server);
    await addAlert(server, owner.token, { source_id: sourceId });
    expect(
      (
        await call(server, updateFavourites, {
          token: owner.token,
          json: { currencies: ['USD'], source_ids: [sourceId] },
        })
      ).status,
    ).toBe(200);
    const id = await idOf(owner.msisdn);
    await server.database.db
      .update(subscribers)
      .set({ name: 'المالك السابق', email: 'old-owner@example.com' })
      .where(eq(subscribers.id, id));
    const bill = await call(server, getMyBillTransactions, { token: owner.token });
    const references = bill.body.data.flatMap((row) => (row.reference === null ? [] : [row.reference]));
    expect(references).toHaveLength(1);
    return { owner, id, references };
  }

  it('signs the new owner up afresh (Code 50): their bill, alerts and profile are their own', async () => {
    const { owner, id, references } = await withHistory();
    const oldSubscription = await subscriptionOf(server, owner.token);
    // A billing SMS still waiting for the old owner would reach the new one; a code would not.
    const [queuedNotice, queuedCode] = await server.database.db
      .insert(smsMessages)
      .values(
        [
          {
            msisdn: owner.msisdn,
            text: 'تذكير بالتجديد',
            purpose: 'billing.reminder.renewal',
            subscriberId: id,
          },
          { msisdn: owner.msisdn, text: 'رمز الدخول: 123456', purpose: 'otp.login', subscriberId: id },
        ].map((row) => ({
          ...row,
          driver: 'outbox' as const,
          nextAttemptAt: new Date(Date.now() + 3_600_000),
        })),
      )
      .returning({ id: smsMessages.id });

    const event = eventId();
    const recycled = await notify('msisdn_recycled', owner.local, event);
    expect(recycled.status).toBe(200);
    expect(await recycled.json()).toEqual({ data: { duplicate: false } });
    expect(await resultOf(event)).toBe('recycled');
    expect((await call(server, fetchSubscriberDetails, { token: owner.token })).status).toBe(401);
    const sms = await server.database.db
      .select({ id: smsMessages.id, status: smsMessages.status })
      .from(smsMessages)
      .where(eq(smsMessages.subscriberId, id));
    expect(sms.find((row) => row.id === queuedNotice!.id)?.status).toBe('failed');
    expect(sms.find((row) => row.id === queuedCode!.id)?.status).toBe('queued');

    // The new owner proves the number with a code: an unknown number, offered the plans.
    expect((await call(server, login, { json: { msisdn: owner.local } })).status).toBe(200);
    const confirmed = await call(server, confirmOtp, {
      json: { otp: await latestCode(server, owner.local), msisdn: owner.local },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.Code).toBe(50);
    if (!('SubscriptionsList' in confirmed.body)) throw new Error('expected the plans');
    expect(confirmed.body.SubscriptionsList.length).toBeGreaterThan(0);
    expect(confirmed.body).not.toHaveProperty('access_token');

    // My bill's own sign-in finds no subscriber behind the number either.
    expect((await call(server, checkSubscriber, { query: { msisdn: owner.local } })).status).toBe(200);
    const guest = await call(server, getGuestSubscriberInfo, {
      query: { msisdn: owner.local, otp: await latestCode(server, owner.local, 'mybill') },
    });
    expect(guest.status).toBe(200);
    expect(guest.body).toEqual({ data: null });

    const created = await call(server, createSubscriber, {
      json: { uuid: confirmed.body.SubscriptionsList[0]!.uuid, msisdn: owner.local },
    });
    expect(created.status).toBe(200);
    const token = created.body.access_token;

    const bill = await call(server, getMyBillTransactions, { token });
    expect(bill.status).toBe(200);
    expect(bill.body.meta.total).toBe(1);
    expect(bill.body.data[0]!.reference).not.toBe(references[0]);
    expect(bill.body.data[0]!.subscription_uuid).not.toBe(oldSubscription.uuid);
    const info = await call(server, getMyBillInfo, { token });
    expect(info.body.data.subscriber).toMatchObject({ msisdn: owner.msisdn, name: null, email: null });
    expect(info.body.data.subscription?.uuid).not.toBe(oldSubscription.uuid);
    expect((await call(server, listAlerts, { token })).body.data).toEqual([]);
    expect((await call(server, getFavourites, { token })).body.data).toEqual({
      currencies: [],
      source_ids: [],
    });
    expect((await call(server, fetchSubscriberDetails, { token })).body.data).toMatchObject({
      msisdn: owner.msisdn,
      name: null,
      email: null,
    });

    // The old record stays, retired, with its ledger (the operator may still settle it).
    const retired = await rowOf(id);
    expect(retired).toMatchObject({ msisdn: null, retiredMsisdn: owner.msisdn, name: null, email: null });
    expect(retired.retiredAt).toBeInstanceOf(Date);
    expect((await ledgerOf(server, oldSubscription.uuid)).map((row) => row.reference)).toEqual(references);
    expect(
      (
        await server.database.db
          .select({ subscriberId: transactions.subscriberId })
          .from(transactions)
          .where(eq(transactions.reference, references[0]!))
      )[0]?.subscriberId,
    ).toBe(id);

    // The back office finds both by the number, the old one marked, each with its own ledger.
    const found = await admin.api.ok('adminListSubscribers', { query: { msisdn: owner.local } });
    const newId = await idOf(owner.msisdn);
    expect(found.data.map((row) => [row.id, row.msisdn, row.retired_at !== null])).toEqual([
      [newId, owner.msisdn, false],
      [id, owner.msisdn, true],
    ]);
    const ledger = await admin.api.ok('adminListTransactions', { query: { msisdn: owner.local } });
    const oldRow = ledger.data.find((row) => row.reference === references[0]);
    expect(oldRow).toMatchObject({ subscriber_id: id, msisdn: owner.msisdn });
    expect(oldRow?.subscriber_retired_at).toBe(retired.retiredAt!.toISOString());
    expect(ledger.data.find((row) => row.subscriber_id === newId)?.subscriber_retired_at).toBeNull();
    const detail = await admin.api.ok('adminGetSubscriber', { params: { id } });
    expect(detail.data.retired_at).toBe(retired.retiredAt!.toISOString());
    expect(detail.data.subscriber.msisdn).toBe(owner.msisdn);
    expect(detail.data.transactions.map((row) => row.reference)).toEqual(references);
    // Its SMS are the old owner's: none of the new owner's codes.
    expect(detail.data.sms.map((row) => row.purpose)).not.toContain('otp.mybill');
    const current = (await admin.api.ok('adminGetSubscriber', { params: { id: newId } })).data;
    expect(current.retired_at).toBeNull();
    expect(current.sms.map((row) => row.purpose)).not.toContain('billing.reminder.renewal');
  });

  it('changes nothing on a repeated event, nor on a second one for a number no one holds yet', async () => {
    const { owner, id } = await withHistory();
    const event = eventId();
    expect((await notify('msisdn_recycled', owner.local, event)).status).toBe(200);
    const retired = await rowOf(id);

    const replay = await notify('msisdn_recycled', owner.local, event);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ data: { duplicate: true } });
    const again = eventId();
    const second = await notify('msisdn_recycled', `+${owner.msisdn}`, again);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ data: { duplicate: false } });
    expect(await resultOf(again)).toBe('unknown_subscriber');
    expect(await rowOf(id)).toEqual(retired);

    // Once the new owner has signed up, the old event replayed leaves them alone.
    const { token } = await signUpAs(owner.local);
    expect((await notify('msisdn_recycled', owner.local, event)).status).toBe(200);
    expect((await call(server, fetchSubscriberDetails, { token })).status).toBe(200);
  });

  it('leaves no way back to the retired record: its tokens, and an SMS reply to its contact message', async () => {
    const { owner, id } = await withHistory();
    const subject = `فاتورتي ${owner.local}`;
    await server.api.ok('sendMessageByPost', {
      json: { name: 'المالك السابق', subject, message: 'لماذا خُصم المبلغ؟' },
      token: owner.token,
    });
    expect((await notify('msisdn_recycled', owner.local)).status).toBe(200);
    await signUpAs(owner.local);

    // Defence in depth: a token of the retired record that escaped revocation still opens nothing.
    await server.database.db
      .update(accessTokens)
      .set({ revokedAt: null })
      .where(eq(accessTokens.subscriberId, id));
    expect((await call(server, fetchSubscriberDetails, { token: owner.token })).status).toBe(401);
    expect((await call(server, getMyBillTransactions, { token: owner.token })).status).toBe(401);

    // The old owner's question is answered in the back office, never by SMS to the new owner.
    const inbox = await admin.api.ok('adminListContactMessages', { query: { search: owner.local } });
    const message = inbox.data.find((row) => row.subject === subject);
    expect(message?.subscriber_id).toBe(id);
    const answered = await admin.api.fails('adminAnswerContactMessage', 422, {
      params: { id: message!.id },
      json: { reply: 'تمت مراجعة الخصم.', send_sms: true },
    });
    expect(answered.errors?.send_sms?.[0]).toMatch(/أُعيد تخصيص/);
    const replies = await server.database.db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.msisdn, owner.msisdn), eq(smsMessages.purpose, 'contact.reply')));
    expect(replies).toEqual([]);
  });

  it('keeps the record of a deactivated number: the same person signs back in to their history', async () => {
    const { owner, id, references } = await withHistory();
    expect((await notify('msisdn_deactivated', owner.local)).status).toBe(200);
    expect((await call(server, fetchSubscriberDetails, { token: owner.token })).status).toBe(401);

    const token = await signIn(server, owner.local);
    expect(
      (await call(server, getMyBillTransactions, { token })).body.data.map((row) => row.reference),
    ).toEqual(references);
    expect((await call(server, listAlerts, { token })).body.data).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({
      msisdn: owner.msisdn,
      retiredMsisdn: null,
      retiredAt: null,
      name: 'المالك السابق',
    });
  });

  async function signUpAs(local: string): Promise<{ token: string }> {
    expect((await call(server, login, { json: { msisdn: local } })).status).toBe(200);
    const confirmed = await call(server, confirmOtp, {
      json: { otp: await latestCode(server, local), msisdn: local },
    });
    if (!('SubscriptionsList' in confirmed.body)) throw new Error('expected Code 50');
    const created = await call(server, createSubscriber, {
      json: { uuid: confirmed.body.SubscriptionsList[0]!.uuid, msisdn: local },
    });
    expect(created.status).toBe(200);
    return { token: created.body.access_token };
  }
});
