import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMyBillTransactions, getSubscriptionsList } from '@sarraf/contracts';
import { eq } from 'drizzle-orm';
import { plans } from '../../src/db/schema/index';
import type { TestServer } from '../support/test-server';
import {
  call,
  ledgerOf,
  newLocalMsisdn,
  outbox,
  signUp,
  startBillingServer,
  stored,
} from '../support/billing';

// Numbers ending in 0000 have no balance (CHARGING_FAIL_PATTERN, the simulated gateway).
const BROKE = '0000$';
const brokeNumber = () => `${newLocalMsisdn().slice(0, 5)}0000`;

describe('the first charge at create/subscriber', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startBillingServer({
      env: { CHARGING_FAIL_PATTERN: BROKE, PUBLIC_URL: 'https://sarraf.example.ye' },
    });
  });
  afterAll(() => server.close());

  it('charges the plan, makes the subscription active and shows the charge', async () => {
    const subscriber = await signUp(server);
    const { subscription } = subscriber.created.data;
    const charge = subscriber.created.data.charge!;
    expect(subscription.state).toBe('active');
    expect(charge).toMatchObject({
      kind: 'charge',
      status: 'succeeded',
      amount_minor: subscriber.plan.price_minor,
      currency: subscriber.plan.currency,
      subscription_uuid: subscription.uuid,
      reason: null,
    });
    expect(charge.reference).toBe(`first:${subscription.uuid}:${charge.period_start}`);
    expect(subscription.current_period_start).toBe(charge.period_start);
    expect(subscription.current_period_end).toBe(charge.period_end);
    expect(subscription.next_renewal_at).toBe(charge.period_end);

    const rows = await ledgerOf(server, subscription.uuid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'succeeded', amountMinor: subscriber.plan.price_minor });

    const bill = await call(server, getMyBillTransactions, {
      token: subscriber.token,
    });
    expect(bill.body.data).toEqual([charge]);
  });

  it('sends the welcome SMS with the price, the period and how to cancel', async () => {
    const subscriber = await signUp(server);
    const welcome = (await outbox(server, subscriber.local)).find((sms) => sms.purpose === 'billing.welcome');
    expect(welcome).toBeDefined();
    expect(welcome!.to).toBe(stored(subscriber.local));
    expect(welcome!.text).toContain(subscriber.plan.name);
    expect(welcome!.text).toContain(String(subscriber.plan.price_minor / 100));
    expect(welcome!.text).toMatch(/يومياً|أسبوعياً|شهرياً/);
    expect(welcome!.text).toContain('الغاء');
    expect(welcome!.text).toContain(server.config.serviceShortCode);
  });

  it('leaves a declined subscriber pending_payment with the failed charge in my bill', async () => {
    const subscriber = await signUp(server, { local: brokeNumber() });
    const { subscription } = subscriber.created.data;
    const charge = subscriber.created.data.charge!;
    expect(subscription.state).toBe('pending_payment');
    expect(subscription.last_failure_reason).toBe('insufficient_balance');
    expect(subscription.next_renewal_at).toBeNull();
    expect(charge).toMatchObject({ status: 'failed', reason: 'insufficient_balance' });

    const bill = await call(server, getMyBillTransactions, {
      token: subscriber.token,
    });
    expect(bill.status).toBe(200);
    expect(bill.body.data).toHaveLength(1);
    expect(bill.body.data[0]).toMatchObject({ status: 'failed', reason: 'insufficient_balance' });
    // No welcome for a subscription that did not start.
    expect((await outbox(server, subscriber.local)).some((sms) => sms.purpose === 'billing.welcome')).toBe(
      false,
    );
  });

  it('starts a free trial without a charge when the plan has one', async () => {
    const [plan] = await server.database.db.select().from(plans).limit(1);
    await server.database.db.update(plans).set({ freeTrialDays: 3 }).where(eq(plans.id, plan!.id));
    try {
      const list = await call(server, getSubscriptionsList);
      const index = list.body.data.findIndex((candidate) => candidate.uuid === plan!.id);
      const subscriber = await signUp(server, { planIndex: index });
      const { subscription } = subscriber.created.data;
      const charge = subscriber.created.data.charge!;
      expect(charge).toBeNull();
      expect(subscription.state).toBe('active');
      expect(subscription.trial_ends_at).not.toBeNull();
      expect(subscription.next_renewal_at).toBe(subscription.trial_ends_at);
      expect(await ledgerOf(server, subscription.uuid)).toHaveLength(0);
      expect((await outbox(server, subscriber.local)).some((sms) => sms.purpose === 'billing.trial')).toBe(
        true,
      );
    } finally {
      await server.database.db.update(plans).set({ freeTrialDays: 0 }).where(eq(plans.id, plan!.id));
    }
  });
});
