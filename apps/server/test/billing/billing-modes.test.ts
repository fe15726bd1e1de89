import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMyBillTransactions, getSubscriptionsList } from '@sarraf/contracts';
import { eq } from 'drizzle-orm';
import type { TRequest } from '@sarraf/contracts/api';
import { readOk } from '@sarraf/contracts/typed-client';
import {
  operatorWebhookEvents,
  plans,
  subscribers,
  subscriptionEvents,
  subscriptions,
  transactions,
} from '../../src/db/schema/index';
import { ensureFirstAdmin } from '../../src/services/back-office';
import { adminBrowser } from '../support/admin-browser';
import type { TestServer } from '../support/test-server';
import {
  addMs,
  call,
  DAY_MS,
  ledgerOf,
  newLocalMsisdn,
  outbox,
  signUp,
  stored,
  subscriptionOf,
  sweep,
  type Subscriber,
} from '../support/billing';
import { startBillingServerWithFakeOperator, type FakeOperator } from './fake-operator';

// Who charges renewals (docs/design.md#who-charges-renewals): we do (`BILLING_MODE=provider`, the
// default), or the operator does and reports each renewal on its notifications webhook
// (`operator`). Both run against the same fake charging gateway, which counts every call it gets.

const SECRET = 'operator-shared-secret-0123456789';
let sequence = 0;
const eventId = () => `evt-${Date.now()}-${++sequence}`;
const operatorReference = () => `op-ren-${Date.now()}-${++sequence}`;

interface RenewalReport {
  event_id: string;
  type: 'renewal';
  msisdn: string;
  status: 'succeeded' | 'failed';
  amount: string;
  currency: string;
  reference: string;
  reason?: string;
  at: string;
}

/** The operator's report of a renewal it charged: 50.00 YER unless told otherwise. */
const renewalReport = (
  subscriber: Pick<Subscriber, 'msisdn'>,
  status: 'succeeded' | 'failed',
  extra: Partial<RenewalReport> = {},
): RenewalReport => ({
  event_id: eventId(),
  type: 'renewal',
  msisdn: `+${subscriber.msisdn}`,
  status,
  amount: '50.00',
  currency: 'YER',
  reference: operatorReference(),
  at: new Date().toISOString(),
  ...extra,
});

const operatorHeaders = { 'x-operator-secret': SECRET };

/** The operator's notification, accepted: its status and its answer. */
async function notify(server: TestServer, json: TRequest<'receiveOperatorNotification'>) {
  const response = await server.api.call('receiveOperatorNotification', { json, headers: operatorHeaders });
  return { status: response.status, body: await readOk('receiveOperatorNotification', response) };
}

async function loggedResult(server: TestServer, id: string) {
  const [row] = await server.database.db
    .select()
    .from(operatorWebhookEvents)
    .where(eq(operatorWebhookEvents.externalId, id));
  return row?.result;
}

async function myBill(server: TestServer, token: string) {
  const response = await call(server, getMyBillTransactions, { token });
  expect(response.status).toBe(200);
  return response.body.data;
}

async function moves(server: TestServer, subscriptionId: string) {
  const history = await server.database.db
    .select({
      from: subscriptionEvents.fromState,
      to: subscriptionEvents.toState,
      reason: subscriptionEvents.reason,
    })
    .from(subscriptionEvents)
    .where(eq(subscriptionEvents.subscriptionId, subscriptionId))
    .orderBy(subscriptionEvents.id);
  return history.map((event) => `${event.from}→${event.to}:${event.reason}`);
}

/** The daily demo plan (2 grace days, 7 suspension days), priced 50.00 YER for these tests. */
async function dailyPlanIndex(server: TestServer): Promise<number> {
  const [daily] = await server.database.db.select().from(plans).where(eq(plans.period, 'daily'));
  await server.database.db
    .update(plans)
    .set({ priceMinor: 5000, currency: 'YER', graceDays: 2, suspensionDays: 7, freeTrialDays: 0 })
    .where(eq(plans.id, daily!.id));
  const list = await call(server, getSubscriptionsList);
  return list.body.data.findIndex((plan) => plan.uuid === daily!.id);
}

/** Gateway calls (charges and lookups) made for a subscription's renewals. */
const renewalCalls = (gateway: FakeOperator, subscriptionId: string) =>
  gateway.calls.filter((entry) => entry.reference.startsWith(`renewal:${subscriptionId}`));

describe('provider mode (the default): we charge every renewal', () => {
  let gateway: FakeOperator;
  let server: TestServer;
  let stop: () => Promise<void>;
  let planIndex: number;
  beforeAll(async () => {
    ({
      gateway,
      server,
      close: stop,
    } = await startBillingServerWithFakeOperator({
      env: { OPERATOR_WEBHOOK_SECRET: SECRET },
    }));
    planIndex = await dailyPlanIndex(server);
  });
  afterAll(() => stop?.());

  it('takes the first payment at sign-up through our gateway', async () => {
    const subscriber = await signUp(server, { planIndex });
    const subscription = await subscriptionOf(server, subscriber.token);
    expect(subscription.state).toBe('active');
    expect(gateway.takenFrom(subscriber.msisdn)).toHaveLength(1);
    expect((await myBill(server, subscriber.token)).map((row) => row.status)).toEqual(['succeeded']);
  });

  it('renews at the end of the period: one charge at the gateway, one ledger row, one my-bill entry, a receipt', async () => {
    const subscriber = await signUp(server, { planIndex });
    const { uuid, current_period_end } = await subscriptionOf(server, subscriber.token);
    // Other subscribers of this server may be due too: the counts say at least this one.
    const swept = await sweep(server, current_period_end!);
    expect(swept.succeeded).toBeGreaterThanOrEqual(1);
    expect(swept.lapsed).toBe(0);
    expect(await sweep(server, current_period_end!)).toMatchObject({ due: 0 });
    expect(renewalCalls(gateway, uuid).filter((entry) => entry.method === 'POST')).toHaveLength(1);
    const rows = await ledgerOf(server, uuid);
    expect(rows.map((row) => [row.reference.split(':')[0], row.status])).toEqual([
      ['first', 'succeeded'],
      ['renewal', 'succeeded'],
    ]);
    expect(await myBill(server, subscriber.token)).toHaveLength(2);
    expect((await outbox(server, subscriber.msisdn)).some((sms) => sms.purpose === 'billing.receipt')).toBe(
      true,
    );
    expect((await subscriptionOf(server, subscriber.token)).current_period_start).toBe(current_period_end);
  });

  it('moves a declined renewal to grace, then suspends and cancels it as its retries keep failing', async () => {
    const subscriber = await signUp(server, { planIndex });
    const { uuid, current_period_end } = await subscriptionOf(server, subscriber.token);
    gateway.setMode(subscriber.msisdn, 'decline');
    const t = current_period_end!;

    expect(await sweep(server, t)).toMatchObject({ failed: 1 });
    const grace = await subscriptionOf(server, subscriber.token);
    expect(grace).toMatchObject({ state: 'grace', last_failure_reason: 'subscriber_barred' });
    await sweep(server, addMs(t, DAY_MS));
    await sweep(server, addMs(t, 2 * DAY_MS));
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('suspended');
    for (let day = 3; day <= 9; day++) await sweep(server, addMs(t, day * DAY_MS));
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('cancelled');

    // Each attempt charged at the gateway, each its own failed row in the ledger and in my bill,
    // and the cancellation that ended it an entry of my bill too.
    const renewals = (await ledgerOf(server, uuid)).filter((row) => row.reference.startsWith('renewal:'));
    expect(renewals.length).toBeGreaterThanOrEqual(3);
    expect(renewals.every((row) => row.status === 'failed')).toBe(true);
    expect(renewalCalls(gateway, uuid).filter((entry) => entry.method === 'POST')).toHaveLength(
      renewals.length,
    );
    const bill = await myBill(server, subscriber.token);
    expect(bill.filter((entry) => entry.kind === 'charge')).toHaveLength(renewals.length + 1);
    expect(bill[0]).toMatchObject({ kind: 'cancellation', amount_minor: null, access_until: null });
  });

  it('logs an operator renewal report as ignored, answers 200 and writes nothing', async () => {
    const subscriber = await signUp(server, { planIndex });
    const { uuid } = await subscriptionOf(server, subscriber.token);
    const report = renewalReport(subscriber, 'succeeded');
    const answer = await notify(server, report);
    expect(answer).toEqual({ status: 200, body: { data: { duplicate: false } } });
    expect(await loggedResult(server, report.event_id)).toBe('ignored_provider_mode');
    expect(await ledgerOf(server, uuid)).toHaveLength(1);
  });
});

describe('operator mode: the operator charges renewals and reports each one', () => {
  let gateway: FakeOperator;
  let server: TestServer;
  let stop: () => Promise<void>;
  let planIndex: number;
  beforeAll(async () => {
    ({
      gateway,
      server,
      close: stop,
    } = await startBillingServerWithFakeOperator({
      env: { BILLING_MODE: 'operator', OPERATOR_WEBHOOK_SECRET: SECRET, CHARGING_HTTP_TIMEOUT_MS: '300' },
    }));
    planIndex = await dailyPlanIndex(server);
  });
  afterAll(async () => {
    // Whatever happened above, our gateway never saw a renewal.
    expect(gateway.calls.filter((entry) => entry.reference.startsWith('renewal:'))).toEqual([]);
    await stop();
  });

  it('still takes the first payment at sign-up through our gateway by default', async () => {
    const subscriber = await signUp(server, { planIndex });
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('active');
    expect(gateway.takenFrom(subscriber.msisdn)).toHaveLength(1);
  });

  it('starts the next period on a reported renewal: one row under its reference, my bill, a receipt', async () => {
    const subscriber = await signUp(server, { planIndex });
    const before = await subscriptionOf(server, subscriber.token);
    const report = renewalReport(subscriber, 'succeeded', { reference: ` ${operatorReference()} ` });
    expect(await notify(server, report)).toEqual({ status: 200, body: { data: { duplicate: false } } });
    expect(await loggedResult(server, report.event_id)).toBe('renewed');

    const rows = await ledgerOf(server, before.uuid);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      kind: 'charge',
      status: 'succeeded',
      reference: report.reference.trim(),
      amountMinor: 5000,
      currency: 'YER',
    });
    // The next period follows the paid one, without a gap or an overlap.
    expect(rows[1]!.periodStart!.toISOString()).toBe(before.current_period_end);
    const after = await subscriptionOf(server, subscriber.token);
    expect(after).toMatchObject({ state: 'active', current_period_end: rows[1]!.periodEnd!.toISOString() });
    expect(after.next_renewal_at).toBe(rows[1]!.periodEnd!.toISOString());

    const bill = await myBill(server, subscriber.token);
    expect(bill.map((row) => row.reference)).toEqual([report.reference.trim(), rows[0]!.reference]);
    expect(bill[0]!.status).toBe('succeeded');
    expect(bill[0]!.description).toMatch(/^تجديد /);
    const receipts = (await outbox(server, subscriber.msisdn)).filter(
      (sms) => sms.purpose === 'billing.receipt',
    );
    expect(receipts).toHaveLength(1);

    // The sweep at the old period end leaves it be: the operator renewed it.
    await sweep(server, before.current_period_end!);
    expect(await subscriptionOf(server, subscriber.token)).toMatchObject({
      state: 'active',
      next_renewal_at: after.next_renewal_at,
    });
    expect(await ledgerOf(server, before.uuid)).toHaveLength(2);
  });

  it('moves a reported failure to grace with its failed row, the reason in the words my bill knows', async () => {
    const subscriber = await signUp(server, { planIndex });
    const { uuid } = await subscriptionOf(server, subscriber.token);
    const report = renewalReport(subscriber, 'failed', { reason: 'POL1000' });
    expect((await notify(server, report)).status).toBe(200);
    expect(await loggedResult(server, report.event_id)).toBe('renewal_failed');

    const subscription = await subscriptionOf(server, subscriber.token);
    expect(subscription).toMatchObject({ state: 'grace', last_failure_reason: 'insufficient_balance' });
    const rows = await ledgerOf(server, uuid);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      status: 'failed',
      reason: 'insufficient_balance',
      reference: report.reference,
    });
    expect((await myBill(server, subscriber.token))[0]).toMatchObject({ status: 'failed' });
    const sms = await outbox(server, subscriber.msisdn);
    expect(sms.some((message) => message.purpose === 'billing.renewal_failed')).toBe(true);

    // A reason the operator words its own way is kept as it came.
    const other = await signUp(server, { planIndex });
    await notify(server, renewalReport(other, 'failed', { reason: 'line_in_dispute' }));
    const [, otherRow] = await ledgerOf(server, (await subscriptionOf(server, other.token)).uuid);
    expect(otherRow).toMatchObject({ status: 'failed', reason: 'line_in_dispute' });
  });

  it('suspends when grace ends with no word from the operator, then cancels after the suspension days, charging nothing', async () => {
    const subscriber = await signUp(server, { planIndex });
    const { uuid } = await subscriptionOf(server, subscriber.token);
    await notify(server, renewalReport(subscriber, 'failed', { reason: 'insufficient_balance' }));
    const grace = await subscriptionOf(server, subscriber.token);
    const graceEnds = grace.grace_ends_at!;

    // A retry time inside grace is not ours to use: the sweep only waits for the end of grace.
    await sweep(server, addMs(graceEnds, -1));
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('grace');
    expect((await subscriptionOf(server, subscriber.token)).next_renewal_at).toBe(graceEnds);

    const swept = await sweep(server, graceEnds);
    expect(swept).toMatchObject({ succeeded: 0, failed: 0, pending: 0 });
    expect(swept.lapsed).toBeGreaterThanOrEqual(1);
    const suspended = await subscriptionOf(server, subscriber.token);
    expect(suspended).toMatchObject({ state: 'suspended', suspended_at: graceEnds });
    expect((await outbox(server, subscriber.msisdn)).some((sms) => sms.purpose === 'billing.suspended')).toBe(
      true,
    );

    await sweep(server, addMs(graceEnds, 6 * DAY_MS));
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('suspended');
    await sweep(server, addMs(graceEnds, 7 * DAY_MS));
    const cancelled = await subscriptionOf(server, subscriber.token);
    expect(cancelled).toMatchObject({ state: 'cancelled', next_renewal_at: null });
    expect((await outbox(server, subscriber.msisdn)).some((sms) => sms.purpose === 'billing.cancelled')).toBe(
      true,
    );

    // One row: the reported failure. Time moved the rest, with nothing charged.
    expect(await ledgerOf(server, uuid)).toHaveLength(2);
    expect(renewalCalls(gateway, uuid)).toEqual([]);
    expect((await moves(server, uuid)).filter((move) => !move.startsWith('grace→grace'))).toEqual([
      'null→pending_payment:created',
      'pending_payment→active:subscribed',
      'active→grace:renewal_failed',
      'grace→suspended:suspended',
      'suspended→cancelled:cancelled_unpaid',
    ]);
  });

  it('keeps access through grace when a period ends unreported, without a failure notice, until the late report', async () => {
    const subscriber = await signUp(server, { planIndex });
    const { uuid, current_period_end } = await subscriptionOf(server, subscriber.token);
    const swept = await sweep(server, current_period_end!);
    expect(swept).toMatchObject({ succeeded: 0, failed: 0, pending: 0 });
    expect(swept.lapsed).toBeGreaterThanOrEqual(1);
    const grace = await subscriptionOf(server, subscriber.token);
    expect(grace).toMatchObject({ state: 'grace', last_failure_reason: null });
    expect(grace.grace_ends_at).toBe(addMs(current_period_end!, 2 * DAY_MS).toISOString());
    const sms = await outbox(server, subscriber.msisdn);
    expect(sms.some((message) => message.purpose === 'billing.renewal_failed')).toBe(false);
    expect(await ledgerOf(server, uuid)).toHaveLength(1);

    const late = renewalReport(subscriber, 'succeeded');
    expect((await notify(server, late)).status).toBe(200);
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('active');
    expect((await ledgerOf(server, uuid)).map((row) => row.reference)).toEqual([
      expect.stringMatching(/^first:/),
      late.reference,
    ]);
    expect(renewalCalls(gateway, uuid)).toEqual([]);
  });

  it('brings a suspended subscription back on a reported renewal', async () => {
    const subscriber = await signUp(server, { planIndex });
    await notify(server, renewalReport(subscriber, 'failed'));
    const graceEnds = (await subscriptionOf(server, subscriber.token)).grace_ends_at!;
    await sweep(server, graceEnds);
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('suspended');

    const report = renewalReport(subscriber, 'succeeded');
    expect((await notify(server, report)).status).toBe(200);
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('active');
    const receipts = (await outbox(server, subscriber.msisdn)).filter(
      (sms) => sms.purpose === 'billing.receipt',
    );
    expect(receipts).toHaveLength(1);
  });

  it('changes nothing on a repeated event_id, or on a new event_id with a known reference, and answers 200', async () => {
    const subscriber = await signUp(server, { planIndex });
    const { uuid } = await subscriptionOf(server, subscriber.token);
    const report = renewalReport(subscriber, 'succeeded');
    expect((await notify(server, report)).body.data).toEqual({ duplicate: false });
    const once = await subscriptionOf(server, subscriber.token);

    expect(await notify(server, report)).toEqual({ status: 200, body: { data: { duplicate: true } } });
    const again = { ...report, event_id: eventId() };
    expect(await notify(server, again)).toEqual({ status: 200, body: { data: { duplicate: true } } });
    expect(await loggedResult(server, again.event_id)).toBe('duplicate_reference');
    // Even a new story under a known reference: the first report stands.
    const conflicting = { ...report, event_id: eventId(), status: 'failed' as const };
    expect((await notify(server, conflicting)).status).toBe(200);

    expect(await ledgerOf(server, uuid)).toHaveLength(2);
    expect(await subscriptionOf(server, subscriber.token)).toEqual(once);
    const receipts = (await outbox(server, subscriber.msisdn)).filter(
      (sms) => sms.purpose === 'billing.receipt',
    );
    expect(receipts).toHaveLength(1);
  });

  it('acts on receipt whatever time the report names', async () => {
    for (const at of ['1900-01-01T00:00:00Z', '2100-12-31T23:59:59+03:00']) {
      const subscriber = await signUp(server, { planIndex });
      const before = await subscriptionOf(server, subscriber.token);
      const report = renewalReport(subscriber, 'succeeded', { at });
      expect((await notify(server, report)).status).toBe(200);
      expect(await loggedResult(server, report.event_id)).toBe('renewed');
      const rows = await ledgerOf(server, before.uuid);
      expect(rows).toHaveLength(2);
      // The next period, dated from the subscription, not from `at`.
      expect(rows[1]!.periodStart!.toISOString()).toBe(before.current_period_end);
    }
  });

  it('holds a report whose amount or currency is not the agreed price: no price, period or ledger change, listed in the back office', async () => {
    const subscriber = await signUp(server, { planIndex });
    const before = await subscriptionOf(server, subscriber.token);
    const agreed = async () =>
      (
        await server.database.db
          .select({ minor: subscriptions.agreedPriceMinor, currency: subscriptions.agreedCurrency })
          .from(subscriptions)
          .where(eq(subscriptions.id, before.uuid))
      )[0];
    expect(await agreed()).toEqual({ minor: 5000, currency: 'YER' });

    const tooMuch = renewalReport(subscriber, 'succeeded', { amount: '999.00' });
    expect(await notify(server, tooMuch)).toEqual({ status: 200, body: { data: { duplicate: false } } });
    expect(await loggedResult(server, tooMuch.event_id)).toBe('held_amount_mismatch');
    const otherMoney = renewalReport(subscriber, 'succeeded', { currency: 'USD' });
    expect((await notify(server, otherMoney)).status).toBe(200);
    expect(await loggedResult(server, otherMoney.event_id)).toBe('held_amount_mismatch');
    const failedOther = renewalReport(subscriber, 'failed', {
      amount: '5.00',
      reason: 'insufficient_balance',
    });
    expect((await notify(server, failedOther)).status).toBe(200);
    expect(await loggedResult(server, failedOther.event_id)).toBe('held_amount_mismatch');
    // The same held reference again, under a new event id, is a repeat.
    const again = { ...tooMuch, event_id: eventId() };
    expect(await notify(server, again)).toEqual({ status: 200, body: { data: { duplicate: true } } });
    expect(await loggedResult(server, again.event_id)).toBe('duplicate_reference');

    expect(await agreed()).toEqual({ minor: 5000, currency: 'YER' });
    expect(await ledgerOf(server, before.uuid)).toHaveLength(1);
    expect(await subscriptionOf(server, subscriber.token)).toEqual(before);
    expect((await outbox(server, subscriber.msisdn)).some((sms) => sms.purpose === 'billing.receipt')).toBe(
      false,
    );

    // The back office lists what was held, newest first, with what was expected.
    const first = (await ensureFirstAdmin(server.database.db))!;
    const admin = await adminBrowser(server, first);
    const [row] = await server.database.db
      .select({ id: subscribers.id })
      .from(subscribers)
      .where(eq(subscribers.msisdn, subscriber.msisdn));
    const detail = await admin.api.ok('adminGetSubscriber', { params: { id: row!.id } });
    expect(detail.data.held_renewals).toEqual([
      expect.objectContaining({
        event_id: failedOther.event_id,
        reference: failedOther.reference,
        status: 'failed',
        amount_minor: 500,
        currency: 'YER',
        expected_amount_minor: 5000,
        expected_currency: 'YER',
      }),
      expect.objectContaining({
        event_id: otherMoney.event_id,
        amount_minor: 5000,
        currency: 'USD',
        expected_amount_minor: 5000,
        expected_currency: 'YER',
      }),
      expect.objectContaining({
        event_id: tooMuch.event_id,
        reference: tooMuch.reference,
        status: 'succeeded',
        amount_minor: 99900,
        currency: 'YER',
        expected_amount_minor: 5000,
        expected_currency: 'YER',
        subscription_uuid: before.uuid,
      }),
    ]);
    expect(Number.isNaN(Date.parse(detail.data.held_renewals[2]!.received_at))).toBe(false);

    // A report at the agreed price still renews it.
    const right = renewalReport(subscriber, 'succeeded');
    expect((await notify(server, right)).status).toBe(200);
    expect(await loggedResult(server, right.event_id)).toBe('renewed');
    expect((await ledgerOf(server, before.uuid)).map((entry) => entry.amountMinor)).toEqual([5000, 5000]);
  });

  it('changes nothing on a second success for a period already paid, and five at once move it by one period', async () => {
    const subscriber = await signUp(server, { planIndex });
    const before = await subscriptionOf(server, subscriber.token);
    const first = renewalReport(subscriber, 'succeeded');
    expect((await notify(server, first)).status).toBe(200);
    expect(await loggedResult(server, first.event_id)).toBe('renewed');
    const paid = await subscriptionOf(server, subscriber.token);
    expect(paid.current_period_end).toBe(addMs(before.current_period_end!, DAY_MS).toISOString());

    for (const status of ['succeeded', 'failed'] as const) {
      const early = renewalReport(subscriber, status);
      expect(await notify(server, early)).toEqual({ status: 200, body: { data: { duplicate: false } } });
      expect(await loggedResult(server, early.event_id)).toBe('period_already_paid');
    }
    expect(await ledgerOf(server, before.uuid)).toHaveLength(2);
    expect(await subscriptionOf(server, subscriber.token)).toEqual(paid);
    const receipts = (await outbox(server, subscriber.msisdn)).filter(
      (sms) => sms.purpose === 'billing.receipt',
    );
    expect(receipts).toHaveLength(1);

    // Five reports within a second, each with its own event id and reference.
    const burst = await signUp(server, { planIndex });
    const start = await subscriptionOf(server, burst.token);
    const reports = Array.from({ length: 5 }, () => renewalReport(burst, 'succeeded'));
    const answers = await Promise.all(reports.map((report) => notify(server, report)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const results = await Promise.all(reports.map((report) => loggedResult(server, report.event_id)));
    expect(results.filter((result) => result === 'renewed')).toHaveLength(1);
    expect(results.filter((result) => result === 'period_already_paid')).toHaveLength(4);
    const moved = await subscriptionOf(server, burst.token);
    expect(moved.current_period_end).toBe(addMs(start.current_period_end!, DAY_MS).toISOString());
    expect(await ledgerOf(server, start.uuid)).toHaveLength(2);
  });

  it('answers 200 for a number it does not know, logs it and writes nothing', async () => {
    const stranger = { msisdn: stored(newLocalMsisdn()) };
    const report = renewalReport(stranger, 'succeeded');
    expect(await notify(server, report)).toEqual({ status: 200, body: { data: { duplicate: false } } });
    expect(await loggedResult(server, report.event_id)).toBe('unknown_subscriber');
    const written = await server.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.reference, report.reference));
    expect(written).toEqual([]);
  });

  it.each([
    ['amount', { amount: 'fifty' }],
    ['amount', { amount: '50.001' }],
    ['amount', { amount: '0.00' }],
    ['amount', { amount: '-50' }],
    ['amount', { amount: 50 }],
    ['currency', { currency: 'YE' }],
    ['currency', { currency: 'RIAL' }],
    ['at', { at: '1800-01-01T00:00:00Z' }],
    ['at', { at: '2101-01-01T00:00:00Z' }],
    ['at', { at: 'yesterday' }],
    ['status', { status: 'charged' }],
    ['reference', { reference: '' }],
  ])('refuses a bad %s with a 422 and writes nothing (%j)', async (field, change) => {
    const subscriber = await signUp(server, { planIndex });
    const report = { ...renewalReport(subscriber, 'succeeded'), ...change };
    const error = await server.api.fails('receiveOperatorNotification', 422, {
      rawJson: report,
      headers: operatorHeaders,
    });
    expect(Object.keys(error.errors ?? {})).toContain(field);
    expect(await loggedResult(server, report.event_id)).toBeUndefined();
    expect(await ledgerOf(server, (await subscriptionOf(server, subscriber.token)).uuid)).toHaveLength(1);
  });

  it('asks for the report again (503) while a charge of ours for the subscription is unanswered, and acts on the retry', async () => {
    const local = newLocalMsisdn();
    gateway.setMode(stored(local), 'lose');
    const subscriber = await signUp(server, { local, planIndex });
    const firstCharge = subscriber.created.data.charge!;
    expect(firstCharge.status).toBe('pending');

    const report = renewalReport(subscriber, 'succeeded');
    const busy = await server.api.call('receiveOperatorNotification', {
      json: report,
      headers: operatorHeaders,
    });
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('30');
    const { uuid } = await subscriptionOf(server, subscriber.token);
    expect((await ledgerOf(server, uuid)).map((row) => row.status)).toEqual(['pending']);

    // Our charge is settled (here by the gateway's own notification); the operator sends again.
    const settled = await notify(server, {
      event_id: eventId(),
      type: 'charge',
      reference: firstCharge.reference,
      status: 'succeeded',
      occurred_at: new Date().toISOString(),
    });
    expect(settled.status).toBe(200);
    expect(await notify(server, report)).toEqual({ status: 200, body: { data: { duplicate: false } } });
    expect(await loggedResult(server, report.event_id)).toBe('renewed');
    expect((await ledgerOf(server, uuid)).map((row) => [row.reference, row.status])).toEqual([
      [firstCharge.reference, 'succeeded'],
      [report.reference, 'succeeded'],
    ]);
  });

  it('still suspends and cancels on the status events', async () => {
    const subscriber = await signUp(server, { planIndex });
    const status = (value: 'suspended' | 'cancelled') => ({
      event_id: eventId(),
      type: 'status' as const,
      msisdn: subscriber.msisdn,
      status: value,
      occurred_at: new Date().toISOString(),
    });
    expect((await notify(server, status('suspended'))).status).toBe(200);
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('suspended');
    expect((await notify(server, status('cancelled'))).status).toBe(200);
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('cancelled');

    // A renewal the operator charges after the cancellation is in the ledger (money moved), and
    // the subscription stays cancelled.
    const late = renewalReport(subscriber, 'succeeded');
    expect((await notify(server, late)).status).toBe(200);
    expect(await loggedResult(server, late.event_id)).toBe('renewal_not_applied');
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('cancelled');
  });
});

describe('operator mode with BILLING_FIRST_CHARGE=operator: the operator takes the first payment too', () => {
  let gateway: FakeOperator;
  let server: TestServer;
  let stop: () => Promise<void>;
  let planIndex: number;
  beforeAll(async () => {
    ({
      gateway,
      server,
      close: stop,
    } = await startBillingServerWithFakeOperator({
      env: { BILLING_MODE: 'operator', BILLING_FIRST_CHARGE: 'operator', OPERATOR_WEBHOOK_SECRET: SECRET },
    }));
    planIndex = await dailyPlanIndex(server);
  });
  afterAll(() => stop?.());

  it('leaves a sign-up unpaid without calling the gateway, and starts it on the first reported renewal', async () => {
    const subscriber = await signUp(server, { planIndex });
    expect(subscriber.created.data.charge).toBeNull();
    const pending = await subscriptionOf(server, subscriber.token);
    expect(pending.state).toBe('pending_payment');
    expect(gateway.calls).toEqual([]);
    expect(await ledgerOf(server, pending.uuid)).toEqual([]);
    // Nothing is due for the sweep while it waits.
    expect(await sweep(server, addMs(new Date(), 40 * DAY_MS))).toMatchObject({ due: 0 });

    const report = renewalReport(subscriber, 'succeeded');
    expect((await notify(server, report)).status).toBe(200);
    const active = await subscriptionOf(server, subscriber.token);
    expect(active.state).toBe('active');
    const rows = await ledgerOf(server, pending.uuid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'succeeded', reference: report.reference });
    expect(rows[0]!.description).toMatch(/^اشتراك في /);
    expect(active.current_period_end).toBe(rows[0]!.periodEnd!.toISOString());
    expect((await outbox(server, subscriber.msisdn)).some((sms) => sms.purpose === 'billing.welcome')).toBe(
      true,
    );
    expect(await myBill(server, subscriber.token)).toHaveLength(1);
    expect(gateway.calls).toEqual([]);
  });

  it('keeps a sign-up unpaid when the operator reports its first charge failed', async () => {
    const subscriber = await signUp(server, { planIndex });
    await notify(server, renewalReport(subscriber, 'failed', { reason: 'insufficient_balance' }));
    const subscription = await subscriptionOf(server, subscriber.token);
    expect(subscription).toMatchObject({
      state: 'pending_payment',
      last_failure_reason: 'insufficient_balance',
    });
    expect((await ledgerOf(server, subscription.uuid)).map((row) => row.status)).toEqual(['failed']);
    expect(await moves(server, subscription.uuid)).toEqual([
      'null→pending_payment:created',
      'pending_payment→pending_payment:first_charge_failed',
    ]);
  });
});
