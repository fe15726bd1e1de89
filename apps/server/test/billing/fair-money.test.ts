import { DEFAULT_OPERATOR_ID } from '../../src/env';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  cancelProfileSubscription,
  changeSubscription,
  confirmActivation,
  confirmChangeSubscription,
  confirmUnsubscribe,
  fetchSubscription,
  getMyBillInfo,
  getMyBillTransactions,
  getSubscriberDetails,
  getSubscriptionsList,
  reactivateProfileSubscription,
  renewSubscription,
  requestActivation,
  requestChangeSubscription,
  requestUnsubscribe,
  runDevRevenueSummarize,
  type TBillEntry,
} from '@sarraf/contracts';
import { plans, subscribers, transactions } from '../../src/db/schema/index';
import { localDateOf } from '../../src/lib/local-time';
import { importSettlement, SETTLEMENT_PRESETS } from '../../src/services/settlement';
import { signInAs, type AdminClient } from '../admin/helpers';
import {
  addMs,
  call,
  giveConsent,
  latestCode,
  ledgerOf,
  newLocalMsisdn,
  outbox,
  signUp,
  stored,
  subscriptionOf,
  sweep,
  type Subscriber,
} from '../support/billing';
import { silentLogger } from '../support/silent-logger';
import type { TestServer } from '../support/test-server';
import { startBillingServerWithFakeOperator, type FakeOperator } from './fake-operator';

const SECRET = 'fair-money-operator-secret-0123456789';
let sequence = 0;
const eventId = () => `fair-${Date.now()}-${++sequence}`;

/**
 * docs/product.md#cancelling and docs/design.md#cancelling-keeps-what-was-paid: what a subscriber
 * paid for is kept, nothing is charged twice for one period, and my bill tells the whole story.
 */
describe('fair money: cancelling, reactivating, renewing', () => {
  let gateway: FakeOperator;
  let server: TestServer;
  let admin: AdminClient;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({
      gateway,
      server,
      close: stop,
    } = await startBillingServerWithFakeOperator({ env: { OPERATOR_WEBHOOK_SECRET: SECRET } }));
    admin = await signInAs(server, 'admin');
  });
  afterAll(() => stop?.());

  const cancel = async (subscriber: Subscriber) => {
    const cancelled = await call(server, cancelProfileSubscription, { token: subscriber.token });
    expect(cancelled.status).toBe(200);
    return cancelled.body;
  };
  const billOf = async (subscriber: Subscriber, query: Record<string, string> = {}) => {
    const bill = await call(server, getMyBillTransactions, { token: subscriber.token, query });
    expect(bill.status).toBe(200);
    return bill.body;
  };
  /** Moves a subscription's paid period (and the access a cancellation kept) into the past. */
  const endPaidPeriod = (subscriptionId: string) =>
    server.database.db.execute(sql`
      update subscriptions set current_period_start = now() - interval '2 days',
        current_period_end = now() - interval '1 day',
        access_until = case when access_until is null then null else now() - interval '1 day' end
      where id = ${subscriptionId}::uuid`);
  const operatorStatus = (msisdn: string, status: 'active' | 'suspended' | 'cancelled') =>
    server.api.call('receiveOperatorNotification', {
      json: { event_id: eventId(), type: 'status', msisdn, status, occurred_at: new Date().toISOString() },
      headers: { 'x-operator-secret': SECRET },
    });

  describe('cancelling', () => {
    it('stops renewals at once and keeps the content to the end of the period paid, shown everywhere', async () => {
      const me = await signUp(server);
      const paid = await subscriptionOf(server, me.token);
      expect(paid.access_until).toBeNull();

      const answer = await cancel(me);
      expect(answer.message).toMatch(/نهاية الفترة المدفوعة/);
      expect(answer.data.subscription).toMatchObject({
        state: 'cancelled',
        next_renewal_at: null,
        access_until: paid.current_period_end,
      });
      expect(Date.parse(answer.data.subscription.access_until!)).toBeGreaterThan(Date.now());

      // The profile, fetch/subscription and my bill all say the same.
      const fetched = await call(server, fetchSubscription, { token: me.token });
      expect(fetched.body.data).toMatchObject({ state: 'cancelled', access_until: paid.current_period_end });
      const profile = await call(server, getSubscriberDetails, {
        token: me.token,
        json: { msisdn: me.local },
      });
      expect(profile.body.data.subscription).toMatchObject({ access_until: paid.current_period_end });
      const info = await call(server, getMyBillInfo, { token: me.token });
      expect(info.body.data.subscription?.access_until).toBe(paid.current_period_end);
      expect(info.body.data.next_charge).toBeNull();

      // The notice names the day, and the sweep at the period's end charges nothing.
      const notice = (await outbox(server, me.local)).find((sms) => sms.purpose === 'billing.cancelled');
      expect(notice?.text).toContain('تبقى الخدمة لك حتى');
      await sweep(server, addMs(paid.current_period_end!, 1000));
      expect(await ledgerOf(server, paid.uuid)).toHaveLength(1);
      expect((await subscriptionOf(server, me.token)).state).toBe('cancelled');
    });

    it('ends a free trial at once: nothing was paid', async () => {
      const [daily] = await server.database.db.select().from(plans).where(eq(plans.period, 'daily'));
      await server.database.db.update(plans).set({ freeTrialDays: 3 }).where(eq(plans.id, daily!.id));
      try {
        const list = await call(server, getSubscriptionsList);
        const planIndex = list.body.data.findIndex((plan) => plan.uuid === daily!.id);
        const me = await signUp(server, { planIndex });
        expect((await subscriptionOf(server, me.token)).trial_ends_at).not.toBeNull();
        const answer = await cancel(me);
        expect(answer.data.subscription).toMatchObject({ state: 'cancelled', access_until: null });
      } finally {
        await server.database.db.update(plans).set({ freeTrialDays: 0 }).where(eq(plans.id, daily!.id));
      }
    });

    it("ends access at once on the operator's cancellation, even of a subscription the subscriber cancelled", async () => {
      const first = await signUp(server);
      expect((await operatorStatus(first.msisdn, 'cancelled')).status).toBe(200);
      expect(await subscriptionOf(server, first.token)).toMatchObject({
        state: 'cancelled',
        access_until: null,
      });

      const second = await signUp(server);
      await cancel(second);
      expect((await subscriptionOf(server, second.token)).access_until).not.toBeNull();
      expect((await operatorStatus(second.msisdn, 'cancelled')).status).toBe(200);
      expect(await subscriptionOf(server, second.token)).toMatchObject({
        state: 'cancelled',
        access_until: null,
      });
    });

    it('keeps the paid days after the two-step unsubscribe the portal uses too', async () => {
      const me = await signUp(server);
      const paid = await subscriptionOf(server, me.token);
      expect((await call(server, requestUnsubscribe, { token: me.token })).status).toBe(200);
      const confirmed = await call(server, confirmUnsubscribe, {
        token: me.token,
        json: { otp: await latestCode(server, me.local, 'unsubscribe') },
      });
      expect(confirmed.body.data.subscription).toMatchObject({
        state: 'cancelled',
        access_until: paid.current_period_end,
      });
    });
  });

  describe('reactivating', () => {
    it('charges nothing within the period paid, and renews when it ends', async () => {
      const me = await signUp(server);
      const paid = await subscriptionOf(server, me.token);
      await cancel(me);
      const taken = gateway.takenFrom(me.msisdn).length;

      // The activation code's SMS says nothing is taken now, and what the renewal will take.
      expect((await call(server, requestActivation, { token: me.token })).status).toBe(200);
      const sms = (await outbox(server, me.local)).find((message) => message.purpose === 'otp.activation')!;
      expect(sms.text).toContain('لا يُخصم شيء الآن');
      expect(sms.text).toContain(`${me.plan.price_minor / 100} ريال يمني يومياً`);

      const back = await call(server, confirmActivation, {
        token: me.token,
        json: { otp: await latestCode(server, me.local, 'activation') },
      });
      expect(back.status).toBe(200);
      expect(back.body.message).toMatch(/دون أي خصم/);
      expect(back.body.data.charge).toBeNull();
      expect(back.body.data.subscription).toMatchObject({
        state: 'active',
        access_until: null,
        cancelled_at: null,
        current_period_end: paid.current_period_end,
        next_renewal_at: paid.current_period_end,
      });
      expect(await ledgerOf(server, paid.uuid)).toHaveLength(1);
      expect(gateway.takenFrom(me.msisdn)).toHaveLength(taken);
      expect((await outbox(server, me.local)).map((message) => message.purpose)).toContain(
        'billing.reactivated_in_period',
      );

      // The renewal sweep picks it up when the paid period ends: the next period, without a gap.
      await sweep(server, paid.current_period_end!);
      const ledger = await ledgerOf(server, paid.uuid);
      expect(ledger).toHaveLength(2);
      expect(ledger[1]).toMatchObject({ status: 'succeeded', amountMinor: me.plan.price_minor });
      expect(ledger[1]!.reference).toMatch(/^renewal:/);
      expect(ledger[1]!.periodStart?.toISOString()).toBe(paid.current_period_end);
    });

    it('needs a consent even when free, and is free by the one-step endpoint too', async () => {
      const me = await signUp(server);
      const paid = await subscriptionOf(server, me.token);
      await cancel(me);
      const refused = await call(server, reactivateProfileSubscription, { token: me.token });
      expect(refused.status).toBe(422);
      expect(refused.body.errors?.otp).toBeDefined();
      await giveConsent(server, me);
      const back = await call(server, reactivateProfileSubscription, { token: me.token });
      expect(back.status).toBe(200);
      expect(back.body.data).toMatchObject({ charge: null, subscription: { state: 'active' } });
      expect(await ledgerOf(server, paid.uuid)).toHaveLength(1);
    });

    it('charges a new period once the period paid is over', async () => {
      const me = await signUp(server);
      const { uuid } = await subscriptionOf(server, me.token);
      await cancel(me);
      await endPaidPeriod(uuid);
      const expired = await subscriptionOf(server, me.token);
      expect(Date.parse(expired.access_until!)).toBeLessThan(Date.now());

      expect((await call(server, requestActivation, { token: me.token })).status).toBe(200);
      const sms = (await outbox(server, me.local)).find((message) => message.purpose === 'otp.activation')!;
      expect(sms.text).toContain('يُخصم');
      expect(sms.text).not.toContain('لا يُخصم شيء الآن');
      const back = await call(server, confirmActivation, {
        token: me.token,
        json: { otp: await latestCode(server, me.local, 'activation') },
      });
      expect(back.status).toBe(200);
      expect(back.body.data.charge).toMatchObject({ status: 'succeeded', amount_minor: me.plan.price_minor });
      expect(back.body.data.charge!.reference).toMatch(/^reactivation:/);
      expect(back.body.data.subscription).toMatchObject({ state: 'active', access_until: null });
      expect(await ledgerOf(server, uuid)).toHaveLength(2);
    });

    it('refuses a code asked for a free reactivation once the period is over: its SMS named no charge', async () => {
      const me = await signUp(server);
      const { uuid } = await subscriptionOf(server, me.token);
      await cancel(me);
      expect((await call(server, requestActivation, { token: me.token })).status).toBe(200);
      await endPaidPeriod(uuid);
      const late = await call(server, confirmActivation, {
        token: me.token,
        json: { otp: await latestCode(server, me.local, 'activation') },
      });
      expect(late.status).toBe(422);
      expect(late.body.errors?.otp).toBeDefined();
      expect(await ledgerOf(server, uuid)).toHaveLength(1);
    });
  });

  describe('renewing', () => {
    it('answers 422 on an active subscription and charges nothing, consent or not', async () => {
      const me = await signUp(server);
      const { uuid } = await subscriptionOf(server, me.token);
      await giveConsent(server, me);
      const refused = await call(server, renewSubscription, { token: me.token });
      expect(refused.status).toBe(422);
      expect(refused.body.errors?.subscription?.[0]).toMatch(/يتجدد تلقائياً/);
      expect(await ledgerOf(server, uuid)).toHaveLength(1);
      // Nor is an activation code sent for it.
      expect((await call(server, requestActivation, { token: me.token })).status).toBe(422);
      // The refused renewal did not use the consent up.
      expect(
        (await call(server, changeSubscription, { token: me.token, json: { uuid: me.plans[1]!.uuid } }))
          .status,
      ).toBe(200);
    });

    it('is refused on a cancelled subscription: reactivating is the way back', async () => {
      const me = await signUp(server);
      await cancel(me);
      await giveConsent(server, me);
      expect((await call(server, renewSubscription, { token: me.token })).status).toBe(422);
    });

    it('renews a failed renewal in grace, with an activation code naming the amount', async () => {
      const local = newLocalMsisdn();
      const me = await signUp(server, { local });
      const paid = await subscriptionOf(server, me.token);
      gateway.setMode(stored(local), 'decline');
      await sweep(server, paid.current_period_end!);
      expect((await subscriptionOf(server, me.token)).state).toBe('grace');
      gateway.setMode(stored(local), 'succeed');

      expect((await call(server, requestActivation, { token: me.token })).status).toBe(200);
      const sms = (await outbox(server, local)).find((message) => message.purpose === 'otp.activation')!;
      expect(sms.text).toContain(`يُخصم ${me.plan.price_minor / 100} ريال يمني يومياً`);
      const renewed = await call(server, confirmActivation, {
        token: me.token,
        json: { otp: await latestCode(server, local, 'activation') },
      });
      expect(renewed.status).toBe(200);
      expect(renewed.body.data.charge).toMatchObject({ status: 'succeeded' });
      expect(renewed.body.data.charge!.reference).toMatch(/^renew:/);
      expect(renewed.body.data.subscription.state).toBe('active');
    });
  });

  describe('the code SMS of a charge', () => {
    it('names the amount a change authorises, with thousands separators', async () => {
      const me = await signUp(server);
      const monthly = me.plans.find((plan) => plan.period === 'monthly')!;
      expect(monthly.price_minor).toBeGreaterThanOrEqual(100_000);
      expect(
        (await call(server, requestChangeSubscription, { token: me.token, json: { uuid: monthly.uuid } }))
          .status,
      ).toBe(200);
      const sms = (await outbox(server, me.local)).find((message) => message.purpose === 'otp.change')!;
      const major = (monthly.price_minor / 100).toLocaleString('en-US');
      expect(major).toContain(',');
      expect(sms.text).toContain(`${major} ريال يمني شهرياً`);
      expect(sms.text).toContain(monthly.name);
      const changed = await call(server, confirmChangeSubscription, {
        token: me.token,
        json: { otp: await latestCode(server, me.local, 'change'), uuid: monthly.uuid },
      });
      expect(changed.body.data.charge).toMatchObject({
        status: 'succeeded',
        amount_minor: monthly.price_minor,
      });
    });
  });

  describe('my bill', () => {
    it('lists cancellations, reactivations and plan changes between the charges, with no money on them', async () => {
      const me = await signUp(server);
      const weekly = me.plans.find((plan) => plan.period === 'weekly')!;
      await giveConsent(server, me);
      expect(
        (await call(server, changeSubscription, { token: me.token, json: { uuid: weekly.uuid } })).status,
      ).toBe(200);
      await cancel(me);
      await giveConsent(server, me);
      expect((await call(server, reactivateProfileSubscription, { token: me.token })).status).toBe(200);

      const bill = await billOf(me);
      expect(bill.data.map((entry) => entry.kind)).toEqual([
        'reactivation',
        'cancellation',
        'plan_change',
        'charge',
        'charge',
      ]);
      expect(bill.meta.total).toBe(5);
      const events = bill.data.filter((entry) => entry.status === null);
      for (const entry of events) {
        expect(entry).toMatchObject({ amount_minor: null, currency: null, reference: null });
        expect(entry.description).toMatch(/[\u0600-\u06FF]/);
      }
      const byKind = (kind: TBillEntry['kind']) => bill.data.find((entry) => entry.kind === kind)!;
      expect(byKind('plan_change').description).toContain(weekly.name);
      const cancellation = byKind('cancellation');
      expect('access_until' in cancellation ? typeof cancellation.access_until : null).toBe('string');

      // Filters: by kind; a status filter keeps ledger rows only.
      expect((await billOf(me, { kind: 'cancellation' })).data.map((entry) => entry.kind)).toEqual([
        'cancellation',
      ]);
      expect((await billOf(me, { status: 'succeeded' })).data.every((entry) => entry.kind === 'charge')).toBe(
        true,
      );
      expect((await billOf(me, { per_page: '2', page: '2' })).data.map((entry) => entry.kind)).toEqual([
        'plan_change',
        'charge',
      ]);
      // The last charge stays a ledger row.
      const info = await call(server, getMyBillInfo, { token: me.token });
      expect(info.body.data.last_charge?.kind).toBe('charge');
    });

    it('counts none of them in revenue or settlement', async () => {
      const today = localDateOf(new Date(), server.config.timeZone);
      const gross = async () => {
        expect((await call(server, runDevRevenueSummarize)).status).toBe(200);
        const answer = await admin.api.ok('adminGetRevenue');
        const day = answer.data.days.find((entry) => entry.day === today);
        return { gross: day?.gross, succeeded: day?.charges_succeeded };
      };
      const me = await signUp(server);
      const before = await gross();
      await cancel(me);
      await giveConsent(server, me);
      expect((await call(server, reactivateProfileSubscription, { token: me.token })).status).toBe(200);
      expect(await gross()).toEqual(before);

      // A settlement file of exactly the ledger's charges matches line for line: nothing else is
      // expected by it.
      const rows = await server.database.db
        .select({ row: transactions, msisdn: subscribers.msisdn })
        .from(transactions)
        .innerJoin(subscribers, eq(subscribers.id, transactions.subscriberId))
        .where(and(eq(transactions.status, 'succeeded'), eq(transactions.kind, 'charge')));
      const dir = mkdtempSync(path.join(os.tmpdir(), 'sarraf-fair-'));
      try {
        const file = path.join(dir, 'settlement.csv');
        writeFileSync(
          file,
          [
            'reference,msisdn,amount,currency,status,charged_at',
            ...rows.map(
              ({ row, msisdn }) =>
                `${row.reference},${msisdn},${(row.amountMinor / 100).toFixed(2)},${row.currency},charged,${row.createdAt.toISOString()}`,
            ),
          ].join('\n'),
        );
        const report = await importSettlement(
          { database: server.database, log: silentLogger, timeZone: server.config.timeZone },
          {
            path: file,
            fileName: 'settlement.csv',
            operatorId: DEFAULT_OPERATOR_ID,
            columns: SETTLEMENT_PRESETS.http,
            actor: { type: 'system', label: 'test' },
          },
        );
        expect(report.summary).toMatchObject({
          lines: rows.length,
          matched: rows.length,
          missing_here: 0,
          missing_there: 0,
        });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});
