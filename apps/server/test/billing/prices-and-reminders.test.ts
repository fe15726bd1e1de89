import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  changeNotificationStatus,
  getMyBillInfo,
  getMyBillSms,
  getSubscriptionsList,
  type TAdminPlan,
} from '@sarraf/contracts';
import { planPrices, subscriptionPriceChanges } from '../../src/db/schema/index';
import { localDateOf } from '../../src/lib/local-time';

// The day a date in an SMS names, in the default TIME_ZONE.
const yemenDateOf = (at: Date) => localDateOf(at, 'Asia/Aden');
import { signInAs, type AdminClient } from '../admin/helpers';
import type { TestServer } from '../support/test-server';
import {
  addMs,
  call,
  DAY_MS,
  ledgerOf,
  outbox,
  signUp,
  startBillingServer,
  subscriptionOf,
  sweep,
  type Subscriber,
} from '../support/billing';

/**
 * docs/security.md#prices-and-consent, through the real API: a back-office price edit never
 * reprices an existing subscriber silently, and the reminders a paying subscriber expects arrive
 * once each, free, in my bill's SMS list.
 */

type PlanInput = Omit<TAdminPlan, 'id' | 'price_change' | 'name_en' | 'description_en' | 'operator_id'>;

const planInput = (overrides: Partial<PlanInput> = {}): PlanInput => ({
  name: `باقة اختبار الأسعار ${Math.random().toString(36).slice(2, 8)}`,
  description: '',
  price_minor: 30_000,
  currency: 'YER',
  period: 'weekly',
  free_trial_days: 0,
  grace_days: 3,
  suspension_days: 30,
  max_alerts: 3,
  active: true,
  sort_order: 0,
  ...overrides,
});

describe('prices and consent', () => {
  let server: TestServer;
  let admin: AdminClient;

  beforeAll(async () => {
    server = await startBillingServer();
    admin = await signInAs(server, 'admin');
  });
  afterAll(() => server.close());

  async function createPlan(overrides: Partial<PlanInput> = {}): Promise<{ id: string; input: PlanInput }> {
    const input = planInput(overrides);
    const created = await admin.api.ok('adminCreatePlan', { json: input });
    return { id: created.data.id, input };
  }

  async function editPrice(plan: { id: string; input: PlanInput }, priceMinor: number) {
    const edited = await admin.api.ok('adminUpdatePlan', {
      params: { id: plan.id },
      json: { ...plan.input, price_minor: priceMinor },
    });
    return edited.data;
  }

  async function subscribeTo(planId: string): Promise<Subscriber> {
    const list = await call(server, getSubscriptionsList);
    const planIndex = list.body.data.findIndex((plan) => plan.uuid === planId);
    expect(planIndex).toBeGreaterThanOrEqual(0);
    return signUp(server, { planIndex });
  }

  const smsOf = async (subscriber: Subscriber, purpose: string) =>
    (await outbox(server, subscriber.local)).filter((sms) => sms.purpose === purpose);

  const billSms = async (subscriber: Subscriber) => {
    const listed = await call(server, getMyBillSms, { token: subscriber.token, query: { per_page: '100' } });
    expect(listed.status).toBe(200);
    return listed.body.data;
  };

  it('keeps an existing subscriber on the agreed price after an edit, tells them by SMS, and charges the new price from the first renewal on or after the notice date', async () => {
    const plan = await createPlan({ price_minor: 30_000, period: 'weekly' });
    const existing = await subscribeTo(plan.id);
    expect((await ledgerOf(server, existing.created.data.subscription.uuid))[0]).toMatchObject({
      amountMinor: 30_000,
      status: 'succeeded',
    });

    const editedAt = Date.now();
    const edited = await editPrice(plan, 36_000);
    // The editor is told how many subscribers were notified and from when the new price reaches them.
    expect(edited.price_change).toMatchObject({ notified_subscribers: 1, withdrawn_changes: 0 });
    const appliesFrom = new Date(edited.price_change!.applies_from!);
    expect(appliesFrom.getTime() - editedAt).toBeGreaterThanOrEqual(30 * DAY_MS);
    expect(appliesFrom.getTime() - editedAt).toBeLessThan(31 * DAY_MS);

    // The notice: both prices, the date and how to stop, in the outbox and in my bill's SMS list.
    const [notice] = await smsOf(existing, 'billing.price_change');
    expect(notice?.text).toContain('300 ريال يمني');
    expect(notice?.text).toContain('360 ريال يمني');
    expect(notice?.text).toContain(yemenDateOf(appliesFrom));
    expect(notice?.text).toContain('الغاء');
    expect((await billSms(existing)).map((sms) => sms.text)).toContain(notice!.text);

    // My bill shows the next charge at the agreed price, and the change to come.
    const bill = await call(server, getMyBillInfo, { token: existing.token });
    expect(bill.body.data.next_charge).toMatchObject({ amount_minor: 30_000 });
    expect(bill.body.data.price_change).toEqual({
      from: appliesFrom.toISOString(),
      amount_minor: 36_000,
      currency: 'YER',
    });
    expect(bill.body.data.subscription?.agreed_price).toEqual({ amount_minor: 30_000, currency: 'YER' });

    // A new subscriber pays the new price at once.
    const newcomer = await subscribeTo(plan.id);
    expect((await ledgerOf(server, newcomer.created.data.subscription.uuid))[0]).toMatchObject({
      amountMinor: 36_000,
      status: 'succeeded',
    });

    // Week by week: the agreed price until the period that starts on or after the date, then the new one.
    for (let week = 0; week < 6; week++) {
      const { next_renewal_at } = await subscriptionOf(server, existing.token);
      await sweep(server, next_renewal_at!);
    }
    const renewals = (await ledgerOf(server, existing.created.data.subscription.uuid)).filter((row) =>
      row.reference.startsWith('renewal:'),
    );
    expect(renewals).toHaveLength(6);
    for (const row of renewals) {
      expect(row.status).toBe('succeeded');
      expect(row.amountMinor).toBe(row.periodStart!.getTime() >= appliesFrom.getTime() ? 36_000 : 30_000);
    }
    expect(renewals.some((row) => row.amountMinor === 30_000)).toBe(true);
    expect(renewals.some((row) => row.amountMinor === 36_000)).toBe(true);
    expect((await subscriptionOf(server, existing.token)).agreed_price).toEqual({
      amount_minor: 36_000,
      currency: 'YER',
    });
    const [change] = await server.database.db
      .select()
      .from(subscriptionPriceChanges)
      .where(eq(subscriptionPriceChanges.subscriptionId, existing.created.data.subscription.uuid));
    expect(change?.status).toBe('applied');

    // The history keeps both prices, the edit with its admin.
    const history = await server.database.db
      .select()
      .from(planPrices)
      .where(eq(planPrices.planId, plan.id))
      .orderBy(asc(planPrices.id));
    expect(history.map((row) => row.priceMinor)).toEqual([30_000, 36_000]);
    expect(history[1]!.adminUserId).not.toBeNull();
  });

  it('replaces a pending change with a fresh notice and a full notice period, and cancels it when the price goes back', async () => {
    const plan = await createPlan({ price_minor: 100_000, period: 'monthly' });
    const subscriber = await subscribeTo(plan.id);

    const first = await editPrice(plan, 120_000);
    const second = await editPrice(plan, 130_000);
    expect(second.price_change?.notified_subscribers).toBe(1);
    const notices = await smsOf(subscriber, 'billing.price_change');
    expect(notices).toHaveLength(2);
    expect(notices[0]!.text).toContain('1,300 ريال يمني');
    expect(new Date(second.price_change!.applies_from!).getTime()).toBeGreaterThanOrEqual(
      new Date(first.price_change!.applies_from!).getTime(),
    );
    const changes = () =>
      server.database.db
        .select()
        .from(subscriptionPriceChanges)
        .where(eq(subscriptionPriceChanges.subscriptionId, subscriber.created.data.subscription.uuid))
        .orderBy(asc(subscriptionPriceChanges.id));
    expect((await changes()).map((row) => [row.status, row.toPriceMinor])).toEqual([
      ['replaced', 120_000],
      ['scheduled', 130_000],
    ]);

    const back = await editPrice(plan, 100_000);
    expect(back.price_change).toEqual({ notified_subscribers: 0, withdrawn_changes: 1, applies_from: null });
    expect((await changes()).map((row) => row.status)).toEqual(['replaced', 'withdrawn']);
    expect(
      (await call(server, getMyBillInfo, { token: subscriber.token })).body.data.price_change,
    ).toBeNull();

    // Long after every date: still the agreed price.
    const { next_renewal_at } = await subscriptionOf(server, subscriber.token);
    await sweep(server, addMs(next_renewal_at!, 40 * DAY_MS));
    const renewal = (await ledgerOf(server, subscriber.created.data.subscription.uuid)).find((row) =>
      row.reference.startsWith('renewal:'),
    );
    expect(renewal).toMatchObject({ amountMinor: 100_000, status: 'succeeded' });
  });

  it('reminds of a weekly renewal RENEWAL_REMINDER_DAYS before, once, for free, with the price it will charge', async () => {
    const plan = await createPlan({ price_minor: 30_000, period: 'weekly' });
    const subscriber = await subscribeTo(plan.id);
    const renewalAt = new Date((await subscriptionOf(server, subscriber.token)).next_renewal_at!);

    await sweep(server, addMs(renewalAt, -3 * DAY_MS));
    expect(await smsOf(subscriber, 'billing.reminder.renewal')).toHaveLength(0);

    // Two workers at once, then again later: one reminder.
    const at = addMs(renewalAt, -2 * DAY_MS + 60_000);
    await Promise.all([sweep(server, at), sweep(server, at)]);
    await sweep(server, addMs(renewalAt, -DAY_MS));
    const reminders = await smsOf(subscriber, 'billing.reminder.renewal');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain('300 ريال يمني');
    expect(reminders[0]!.text).toContain(yemenDateOf(renewalAt));
    expect((await billSms(subscriber)).map((sms) => sms.purpose)).toContain('billing.reminder.renewal');
    // Free: the ledger still holds the first charge only.
    expect(await ledgerOf(server, subscriber.created.data.subscription.uuid)).toHaveLength(1);
  });

  it('sends no renewal reminder for a daily plan', async () => {
    const plan = await createPlan({ price_minor: 5_000, period: 'daily' });
    const subscriber = await subscribeTo(plan.id);
    const renewalAt = new Date((await subscriptionOf(server, subscriber.token)).next_renewal_at!);
    await sweep(server, addMs(renewalAt, -3_600_000));
    expect(await smsOf(subscriber, 'billing.reminder.renewal')).toHaveLength(0);
  });

  it('announces the end of a free trial one day before, once, for free', async () => {
    const plan = await createPlan({ price_minor: 5_000, period: 'daily', free_trial_days: 3 });
    const subscriber = await subscribeTo(plan.id);
    const trialEnd = new Date((await subscriptionOf(server, subscriber.token)).trial_ends_at!);

    await sweep(server, addMs(trialEnd, -25 * 3_600_000));
    expect(await smsOf(subscriber, 'billing.reminder.trial_end')).toHaveLength(0);
    await sweep(server, addMs(trialEnd, -23 * 3_600_000));
    await sweep(server, addMs(trialEnd, -3_600_000));
    const reminders = await smsOf(subscriber, 'billing.reminder.trial_end');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain('50 ريال يمني');
    expect(reminders[0]!.text).toContain(yemenDateOf(trialEnd));
    expect(await ledgerOf(server, subscriber.created.data.subscription.uuid)).toHaveLength(0);
  });

  it('sends a receipt after each successful renewal only to subscribers with notices on', async () => {
    const plan = await createPlan({ price_minor: 5_000, period: 'daily' });
    const loud = await subscribeTo(plan.id);
    const quiet = await subscribeTo(plan.id);
    expect(
      (await call(server, changeNotificationStatus, { token: quiet.token, json: { enabled: false } })).status,
    ).toBe(200);
    const latest = [loud, quiet]
      .map(async (subscriber) => new Date((await subscriptionOf(server, subscriber.token)).next_renewal_at!))
      .reduce(async (a, b) => ((await a) > (await b) ? a : b));
    await sweep(server, await latest);
    await sweep(server, await latest);

    for (const subscriber of [loud, quiet]) {
      const renewals = (await ledgerOf(server, subscriber.created.data.subscription.uuid)).filter((row) =>
        row.reference.startsWith('renewal:'),
      );
      expect(renewals).toHaveLength(1);
      expect(renewals[0]!.status).toBe('succeeded');
    }
    const receipts = await smsOf(loud, 'billing.receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain('50 ريال يمني');
    expect((await billSms(loud)).map((sms) => sms.purpose)).toContain('billing.receipt');
    expect(await smsOf(quiet, 'billing.receipt')).toHaveLength(0);
  });

  it('reminds every chargeable subscriber how to stop once a month, for free', async () => {
    const plan = await createPlan({ price_minor: 5_000, period: 'daily', free_trial_days: 90 });
    const subscriber = await subscribeTo(plan.id);
    const created = new Date((await subscriptionOf(server, subscriber.token)).created_at);

    await sweep(server, addMs(created, 27 * DAY_MS));
    expect(await smsOf(subscriber, 'billing.reminder.how_to_stop')).toHaveLength(0);
    await sweep(server, addMs(created, 32 * DAY_MS));
    await sweep(server, addMs(created, 33 * DAY_MS));
    const first = await smsOf(subscriber, 'billing.reminder.how_to_stop');
    expect(first).toHaveLength(1);
    expect(first[0]!.text).toContain('الغاء');
    expect(first[0]!.text).toContain('50 ريال يمني');
    await sweep(server, addMs(created, 62 * DAY_MS));
    expect(await smsOf(subscriber, 'billing.reminder.how_to_stop')).toHaveLength(2);
    // Still in its free trial: nothing was ever charged.
    expect(await ledgerOf(server, subscriber.created.data.subscription.uuid)).toHaveLength(0);
  });
});
