import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancelProfileSubscription,
  changeNotificationStatus,
  fetchSubscriberDetails,
  fetchSubscription,
  generateOtp,
  getClientUser,
  logout,
  requestUnsubscribe,
  sendMessage,
  getMyBillInfo,
  getMyBillTransactions,
  getSubscriptionsList,
  login,
  checkSubscriber,
  getGuestSubscriberInfo,
} from '@sarraf/contracts';
import { readOk } from '@sarraf/contracts/typed-client';
import { eq } from 'drizzle-orm';
import { contactMessages, plans } from '../../src/db/schema/index';
import type { TestServer } from '../support/test-server';
import {
  addMs,
  call,
  DAY_MS,
  latestCode,
  newLocalMsisdn,
  outbox,
  signUp,
  startBillingServer,
  stored,
  subscriptionOf,
  sweep,
  type Subscriber,
} from '../support/billing';
import { serviceDay } from '../support/service-day';

const BROKE = '0000$';
const brokeNumber = () => `${newLocalMsisdn().slice(0, 5)}0000`;

describe('my bill', () => {
  let server: TestServer;
  let owner: Subscriber;
  beforeAll(async () => {
    server = await startBillingServer({ env: { CHARGING_FAIL_PATTERN: BROKE } });
    owner = await signUp(server);
    // Three charges: the first, then two renewals by the sweep.
    for (let renewal = 0; renewal < 2; renewal++) {
      const { current_period_end } = await subscriptionOf(server, owner.token);
      expect((await sweep(server, current_period_end!)).succeeded).toBe(1);
    }
  });
  afterAll(() => server.close());

  const transactions = (token: string, query: Record<string, string> = {}) =>
    call(server, getMyBillTransactions, { token, query });

  describe('transactions', () => {
    it('lists every charge, newest first, paged', async () => {
      const all = await transactions(owner.token);
      expect(all.status).toBe(200);
      expect(all.body.data.map((row) => row.reference?.split(':')[0])).toEqual([
        'renewal',
        'renewal',
        'first',
      ]);
      expect(all.body.meta).toEqual({ current_page: 1, per_page: 20, total: 3, last_page: 1 });

      const page2 = await transactions(owner.token, { per_page: '2', page: '2' });
      expect(page2.body.data).toHaveLength(1);
      expect(page2.body.data[0]?.reference).toMatch(/^first:/);
      expect(page2.body.meta).toEqual({ current_page: 2, per_page: 2, total: 3, last_page: 2 });
    });

    it('filters by status and by date range', async () => {
      const broke = await signUp(server, { local: brokeNumber() });
      const failed = await transactions(broke.token, { status: 'failed' });
      expect(failed.body.data).toHaveLength(1);
      expect(failed.body.data[0]).toMatchObject({ status: 'failed', reason: 'insufficient_balance' });
      expect((await transactions(broke.token, { status: 'succeeded' })).body.data).toHaveLength(0);

      const today = serviceDay();
      expect((await transactions(owner.token, { from: today, to: today })).body.meta.total).toBe(3);
      const tomorrow = serviceDay(1);
      expect((await transactions(owner.token, { from: tomorrow })).body.meta.total).toBe(0);
      const yesterday = serviceDay(-1);
      expect((await transactions(owner.token, { to: yesterday })).body.meta.total).toBe(0);
    });

    it('refuses malformed filters with a 422', async () => {
      const malformed: Record<string, string>[] = [
        { status: 'paid' },
        { from: 'yesterday' },
        { per_page: '500' },
        { from: '2025-02-01', to: '2025-01-01' },
      ];
      for (const query of malformed) {
        const response = await transactions(owner.token, query);
        expect(response.status, JSON.stringify(query)).toBe(422);
        expect(response.body.errors).toBeDefined();
      }
    });

    it("shows no one else's charges, and nothing to a guest", async () => {
      const other = await signUp(server);
      const theirs = await transactions(other.token);
      expect(theirs.body.meta.total).toBe(1);
      const mine = await subscriptionOf(server, owner.token);
      expect(theirs.body.data[0]?.subscription_uuid).not.toBe(mine.uuid);
      expect((await call(server, getMyBillTransactions)).status).toBe(401);
    });
  });

  describe('information', () => {
    it('shows the subscription, the last charge and the next one', async () => {
      const info = await call(server, getMyBillInfo, { token: owner.token });
      expect(info.status).toBe(200);
      const subscription = await subscriptionOf(server, owner.token);
      expect(info.body.data.subscriber).toMatchObject({ msisdn: owner.msisdn });
      expect(info.body.data.subscription).toMatchObject({ uuid: subscription.uuid, state: 'active' });
      expect(info.body.data.last_charge?.reference).toMatch(/^renewal:/);
      expect(info.body.data.next_charge).toEqual({
        at: subscription.next_renewal_at,
        amount_minor: owner.plan.price_minor,
        currency: owner.plan.currency,
      });
    });

    it('has no next charge once cancelled, and answers 401 to a guest', async () => {
      const me = await signUp(server);
      await call(server, cancelProfileSubscription, { token: me.token });
      const info = await call(server, getMyBillInfo, { token: me.token });
      expect(info.body.data.next_charge).toBeNull();
      expect(info.body.data.subscription?.state).toBe('cancelled');
      expect((await call(server, getMyBillInfo)).status).toBe(401);
    });
  });

  describe('the notification toggle', () => {
    it('is stored, and answers 401 to a guest', async () => {
      const me = await signUp(server);
      const off = await call(server, changeNotificationStatus, {
        token: me.token,
        json: { enabled: false },
      });
      expect(off.status).toBe(200);
      expect(off.body.data).toEqual({ notifications_enabled: false });
      const details = await call(server, fetchSubscriberDetails, { token: me.token });
      expect(details.body.data.notifications_enabled).toBe(false);
      const bad = await call(server, changeNotificationStatus, {
        token: me.token,
        json: { enabled: 'no' },
      });
      expect(bad.status).toBe(422);
      expect(
        (
          await call(server, changeNotificationStatus, {
            json: { enabled: true },
          })
        ).status,
      ).toBe(401);
    });

    it('silences the renewal-failure alert but never the suspension and cancellation notices', async () => {
      const [daily] = await server.database.db.select().from(plans).where(eq(plans.period, 'daily'));
      await server.database.db.update(plans).set({ freeTrialDays: 1 }).where(eq(plans.id, daily!.id));
      try {
        const list = await call(server, getSubscriptionsList);
        const planIndex = list.body.data.findIndex((plan) => plan.uuid === daily!.id);
        const quiet = await signUp(server, { local: brokeNumber(), planIndex });
        const loud = await signUp(server, { local: brokeNumber(), planIndex });
        await call(server, changeNotificationStatus, {
          token: quiet.token,
          json: { enabled: false },
        });
        const t = (await subscriptionOf(server, quiet.token)).next_renewal_at!;
        const later = (await subscriptionOf(server, loud.token)).next_renewal_at!;
        for (const day of [0, 1, 2]) await sweep(server, addMs(later > t ? later : t, day * DAY_MS));
        expect((await subscriptionOf(server, quiet.token)).state).toBe('suspended');

        const purposes = async (subscriber: Subscriber) =>
          (await outbox(server, subscriber.local))
            .map((sms) => sms.purpose)
            .filter((purpose) => purpose.startsWith('billing.'));
        expect(await purposes(loud)).toEqual(
          expect.arrayContaining(['billing.renewal_failed', 'billing.suspended']),
        );
        expect(await purposes(quiet)).not.toContain('billing.renewal_failed');
        expect(await purposes(quiet)).toContain('billing.suspended');

        await call(server, cancelProfileSubscription, { token: quiet.token });
        expect(await purposes(quiet)).toContain('billing.cancelled');
      } finally {
        await server.database.db.update(plans).set({ freeTrialDays: 0 }).where(eq(plans.id, daily!.id));
      }
    });
  });

  describe('the guest bill sign-in', () => {
    const check = (msisdn: string) => call(server, checkSubscriber, { query: { msisdn } });
    const guestInfo = (msisdn: string, otp: string) =>
      call(server, getGuestSubscriberInfo, { query: { msisdn, otp } });

    it('answers the same whether or not the number subscribes, and sends a code to it', async () => {
      const stranger = newLocalMsisdn();
      const known = await check(owner.local);
      const unknown = await check(stranger);
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
      expect((await outbox(server, stranger)).map((sms) => sms.purpose)).toEqual(['otp.mybill']);
      expect(await latestCode(server, owner.local, 'mybill')).toMatch(/^\d{6}$/);
    });

    it('reveals nothing about a number without the code sent to it', async () => {
      const stranger = newLocalMsisdn();
      await check(stranger);
      const me = await signUp(server);
      await check(me.local);
      const forSubscriber = await guestInfo(me.local, '000000');
      const forStranger = await guestInfo(stranger, '000000');
      expect(forSubscriber.status).toBe(422);
      expect(forStranger.status).toBe(422);
      expect(forSubscriber.body).toEqual(forStranger.body);
      // No code at all was asked for this one: the same refusal again.
      expect(await guestInfo(newLocalMsisdn(), '123456')).toEqual(forStranger);
      // A sign-in code of the number is not a bill code.
      await call(server, login, { json: { msisdn: me.local } });
      expect((await guestInfo(me.local, await latestCode(server, me.local, 'login'))).status).toBe(422);
    });

    it('opens the bill of a subscriber with the code, and signs them in for the bill routes', async () => {
      const me = await signUp(server);
      await check(`+967${me.local}`);
      const opened = await guestInfo(me.local, await latestCode(server, me.local, 'mybill'));
      expect(opened.status).toBe(200);
      expect(opened.body).toMatchObject({
        token_type: 'Bearer',
        data: { subscriber: { msisdn: stored(me.local) }, subscription: { state: 'active' } },
      });
      if (!('access_token' in opened.body)) throw new Error('expected a sign-in');
      const bill = await call(server, getMyBillTransactions, { token: opened.body.access_token });
      expect(bill.status).toBe(200);
      expect(bill.body.meta.total).toBe(1);
    });

    it('gives a bill token that the my-bill calls take and every client call refuses with 401', async () => {
      const me = await signUp(server);
      await check(me.local);
      const response = await server.api.call('getGuestSubscriberInfo', {
        query: { msisdn: me.local, otp: await latestCode(server, me.local, 'mybill') },
      });
      // The access_token cookie is the client session's: the portal's guard would copy it.
      expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('access_token='))).toBe(
        false,
      );
      const opened = await readOk('getGuestSubscriberInfo', response);
      if (!('access_token' in opened)) throw new Error('expected a sign-in');
      const billToken = opened.access_token;

      expect((await call(server, getMyBillInfo, { token: billToken })).status).toBe(200);
      expect((await call(server, getMyBillTransactions, { token: billToken })).status).toBe(200);
      const toggled = await call(server, changeNotificationStatus, {
        token: billToken,
        json: { enabled: false },
      });
      expect(toggled.status).toBe(200);

      for (const refused of [
        await call(server, getClientUser, { token: billToken }),
        await call(server, fetchSubscriberDetails, { token: billToken }),
        await call(server, fetchSubscription, { token: billToken }),
        await call(server, requestUnsubscribe, { token: billToken }),
        await call(server, cancelProfileSubscription, { token: billToken }),
        await call(server, generateOtp, { token: billToken }),
      ]) {
        expect(refused.status).toBe(401);
        expect(refused.body.message).toMatch(/[\u0600-\u06FF]/);
      }
      // Nothing was cancelled through it, and the subscriber's own session still works.
      expect((await subscriptionOf(server, me.token)).state).toBe('active');
      // A contact message sent with it is not linked to the subscriber: it is no session.
      await server.counters.reset('contact:ip:127.0.0.1');
      const sent = await call(server, sendMessage, {
        token: billToken,
        query: { name: 'قريب', message: 'سؤال عن الفاتورة' },
      });
      expect(sent.status).toBe(200);
      const [message] = await server.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.message, 'سؤال عن الفاتورة'));
      expect(message!.subscriberId).toBeNull();

      // Logout revokes it.
      expect((await call(server, logout, { token: billToken })).status).toBe(200);
      expect((await call(server, getMyBillInfo, { token: billToken })).status).toBe(401);
    });

    it('shows nothing, and signs no one in, for a number that does not subscribe', async () => {
      const stranger = newLocalMsisdn();
      await check(stranger);
      const answer = await guestInfo(stranger, await latestCode(server, stranger, 'mybill'));
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ data: null });
    });

    it('refuses a malformed number with a 422', async () => {
      expect((await check('12')).status).toBe(422);
      expect((await check('not-a-number')).status).toBe(422);
    });
  });
});
