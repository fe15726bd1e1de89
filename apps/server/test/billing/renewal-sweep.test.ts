import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelProfileSubscription, getSubscriptionsList } from '@sarraf/contracts';
import { eq } from 'drizzle-orm';
import { plans, subscriptionEvents } from '../../src/db/schema/index';
import type { TestServer } from '../support/test-server';
import {
  addMs,
  call,
  DAY_MS,
  ledgerOf,
  newLocalMsisdn,
  outbox,
  signUp,
  startBillingServer,
  subscriptionOf,
  sweep,
} from '../support/billing';

describe('the renewal sweep', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startBillingServer({ env: { CHARGING_FAIL_PATTERN: '0000$' } });
  });
  afterAll(() => server.close());

  it('charges a due renewal once, however often it runs for the same instant', async () => {
    const subscriber = await signUp(server);
    const first = await subscriptionOf(server, subscriber.token);
    const periodStart = first.current_period_end!;

    const before = await sweep(server, periodStart);
    expect(before).toMatchObject({ succeeded: 1, failed: 0, pending: 0 });
    const again = await sweep(server, periodStart);
    expect(again).toMatchObject({ due: 0, succeeded: 0, failed: 0 });

    const rows = await ledgerOf(server, first.uuid);
    expect(rows.map((row) => row.reference)).toEqual([
      expect.stringMatching(/^first:/),
      `renewal:${first.uuid}:${periodStart}`,
    ]);
    expect(rows[1]).toMatchObject({ status: 'succeeded', amountMinor: subscriber.plan.price_minor });
    expect(rows[1]!.periodStart!.toISOString()).toBe(periodStart);

    const renewed = await subscriptionOf(server, subscriber.token);
    expect(renewed.state).toBe('active');
    // The new period follows the old one without a gap or an overlap.
    expect(renewed.current_period_start).toBe(periodStart);
    expect(renewed.next_renewal_at).toBe(rows[1]!.periodEnd!.toISOString());
  });

  it('charges once when two sweeps for the same instant run at the same time', async () => {
    const subscriber = await signUp(server);
    const { uuid, current_period_end } = await subscriptionOf(server, subscriber.token);
    const results = await Promise.all([
      sweep(server, current_period_end!),
      sweep(server, current_period_end!),
    ]);
    expect(results.reduce((sum, result) => sum + result.succeeded, 0)).toBeGreaterThanOrEqual(1);
    const renewals = (await ledgerOf(server, uuid)).filter((row) => row.reference.startsWith('renewal:'));
    expect(renewals).toHaveLength(1);
  });

  it('charges nothing before the period ends', async () => {
    const subscriber = await signUp(server);
    const { uuid, current_period_end } = await subscriptionOf(server, subscriber.token);
    await sweep(server, addMs(current_period_end!, -1));
    expect(await ledgerOf(server, uuid)).toHaveLength(1);
  });

  it('charges one period, not every missed one, when the sweep runs days late', async () => {
    const subscriber = await signUp(server);
    const { uuid, current_period_end } = await subscriptionOf(server, subscriber.token);
    const late = addMs(current_period_end!, 5 * DAY_MS);
    await sweep(server, late);
    const renewals = (await ledgerOf(server, uuid)).filter((row) => row.reference.startsWith('renewal:'));
    expect(renewals).toHaveLength(1);
    // The days without a charge are not billed afterwards: the new period starts at the sweep.
    expect(renewals[0]!.periodStart!.toISOString()).toBe(late.toISOString());
  });

  it('never charges a cancelled subscription', async () => {
    const subscriber = await signUp(server);
    const { uuid, current_period_end } = await subscriptionOf(server, subscriber.token);
    expect((await call(server, cancelProfileSubscription, { token: subscriber.token })).status).toBe(200);
    await sweep(server, addMs(current_period_end!, DAY_MS));
    expect(await ledgerOf(server, uuid)).toHaveLength(1);
  });
});

describe('a renewal the subscriber cannot pay: grace, suspension, cancellation', () => {
  let server: TestServer;
  let dailyPlanId: string;
  beforeAll(async () => {
    server = await startBillingServer({ env: { CHARGING_FAIL_PATTERN: '0000$' } });
    // A one-day free trial, so a number without balance starts active and its first renewal fails.
    const [daily] = await server.database.db.select().from(plans).where(eq(plans.period, 'daily'));
    dailyPlanId = daily!.id;
    await server.database.db.update(plans).set({ freeTrialDays: 1 }).where(eq(plans.id, dailyPlanId));
  });
  afterAll(() => server.close());

  it('keeps access in grace, suspends after the grace days, cancels after the suspension days, retrying once a day', async () => {
    const local = `${newLocalMsisdn().slice(0, 5)}0000`;
    const list = await call(server, getSubscriptionsList);
    const planIndex = list.body.data.findIndex((plan) => plan.uuid === dailyPlanId);
    const subscriber = await signUp(server, { local, planIndex });
    const start = await subscriptionOf(server, subscriber.token);
    expect(start.state).toBe('active');
    const t = start.next_renewal_at!;

    // Trial over, no balance: grace (access kept), retried a day later, grace ends after 2 days.
    expect(await sweep(server, t)).toMatchObject({ failed: 1 });
    let now = await subscriptionOf(server, subscriber.token);
    expect(now).toMatchObject({ state: 'grace', last_failure_reason: 'insufficient_balance' });
    expect(now.grace_ends_at).toBe(addMs(t, 2 * DAY_MS).toISOString());
    expect(now.next_renewal_at).toBe(addMs(t, DAY_MS).toISOString());
    expect((await ledgerOf(server, start.uuid))[0]).toMatchObject({
      reference: `renewal:${start.uuid}:${t}`,
      status: 'failed',
      reason: 'insufficient_balance',
    });
    const failedSms = (await outbox(server, local)).find((sms) => sms.purpose === 'billing.renewal_failed');
    expect(failedSms?.text).toMatch(/الرصيد/);

    // A second sweep for the same instant changes nothing.
    expect(await sweep(server, t)).toMatchObject({ due: 0 });
    expect(await ledgerOf(server, start.uuid)).toHaveLength(1);

    // Half a day later: nothing is due yet (at most one retry a day for a daily plan).
    await sweep(server, addMs(t, DAY_MS / 2));
    expect(await ledgerOf(server, start.uuid)).toHaveLength(1);

    await sweep(server, addMs(t, DAY_MS));
    expect((await subscriptionOf(server, subscriber.token)).state).toBe('grace');
    await sweep(server, addMs(t, 2 * DAY_MS));
    now = await subscriptionOf(server, subscriber.token);
    expect(now.state).toBe('suspended');
    expect(now.suspended_at).toBe(addMs(t, 2 * DAY_MS).toISOString());
    expect((await outbox(server, local)).some((sms) => sms.purpose === 'billing.suspended')).toBe(true);

    // Daily retries through the 7 suspension days, then cancelled.
    for (let day = 3; day <= 9; day++) await sweep(server, addMs(t, day * DAY_MS));
    now = await subscriptionOf(server, subscriber.token);
    expect(now.state).toBe('cancelled');
    expect(now.next_renewal_at).toBeNull();
    expect((await outbox(server, local)).some((sms) => sms.purpose === 'billing.cancelled')).toBe(true);

    const rows = await ledgerOf(server, start.uuid);
    expect(rows).toHaveLength(10);
    expect(rows.every((row) => row.status === 'failed')).toBe(true);
    const attempts = rows.map((row) => row.periodStart!.getTime());
    for (let i = 1; i < attempts.length; i++)
      expect(attempts[i]! - attempts[i - 1]!).toBeGreaterThanOrEqual(DAY_MS);

    // Nothing more, ever, without a new consent.
    await sweep(server, addMs(t, 60 * DAY_MS));
    expect(await ledgerOf(server, start.uuid)).toHaveLength(10);

    const history = await server.database.db
      .select({
        from: subscriptionEvents.fromState,
        to: subscriptionEvents.toState,
        reason: subscriptionEvents.reason,
      })
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, start.uuid))
      .orderBy(subscriptionEvents.id);
    const moves = history
      .filter((event) => event.from !== event.to)
      .map((event) => `${event.from}→${event.to}`);
    expect(moves).toEqual([
      'null→pending_payment',
      'pending_payment→active',
      'active→grace',
      'grace→suspended',
      'suspended→cancelled',
    ]);
  });
});

describe('POST /api/dev/billing/sweep', () => {
  it('sweeps as of now when no instant is given', async () => {
    const server = await startBillingServer();
    try {
      const { data } = await server.api.ok('runDevBillingSweep');
      expect(Math.abs(Date.parse(data.now) - Date.now())).toBeLessThan(60_000);
      await server.api.fails('runDevBillingSweep', 422, { rawJson: { now: 'tomorrow' } });
    } finally {
      await server.close();
    }
  });

  it('does not exist in production', async () => {
    const server = await startBillingServer({
      env: {
        NODE_ENV: 'production',
        SMS_DRIVER: 'http',
        SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
        CHARGING_DRIVER: 'http',
        CHARGING_HTTP_URL: 'http://127.0.0.1:9/charge',
      },
    });
    try {
      await server.api.fails('runDevBillingSweep', 404, { json: {} });
    } finally {
      await server.close();
    }
  });
});
