import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import {
  currencies,
  otps,
  planPrices,
  plans,
  priceSources,
  rates,
  smsMessages,
  subscribers,
  subscriptionPriceChanges,
  subscriptions,
  transactions,
} from '../../src/db/schema/index';
import { freshDatabaseTargets } from './fresh-databases';

/** Asserts the database refused the write, and for the expected reason (constraint name or message). */
async function expectRefused(write: PromiseLike<unknown>, reason: string): Promise<void> {
  const error: unknown = await Promise.resolve(write).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, `expected the database to refuse (${reason})`).not.toBeNull();
  // Drizzle wraps the driver's error; the constraint name or the trigger's message is on its cause.
  const cause = (error as { cause?: { constraint?: string; message?: string } }).cause;
  expect(`${cause?.constraint ?? ''} ${cause?.message ?? ''}`).toContain(reason);
}

/**
 * The database's own guards for money and codes: whatever a service gets wrong, these rows cannot
 * be written. Each case runs on a brand-new migrated database.
 */
describe.each(freshDatabaseTargets('schema_test'))('schema guards on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void> = async () => {};
  let subscriberId: number;
  let planId: string;
  let subscriptionId: string;

  const charge = (reference: string, overrides: Partial<typeof transactions.$inferInsert> = {}) =>
    database.db
      .insert(transactions)
      .values({
        subscriberId,
        subscriptionId,
        planId,
        amountMinor: 5_000,
        currency: 'YER',
        reference,
        description: 'تجديد الباقة اليومية',
        ...overrides,
      })
      .returning({ id: transactions.id });

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    const [subscriber] = await database.db.insert(subscribers).values({ msisdn: '967771234567' }).returning();
    const [plan] = await database.db
      .insert(plans)
      .values({ name: 'الباقة اليومية', priceMinor: 5_000, period: 'daily' })
      .returning();
    if (!subscriber || !plan) throw new Error('setup failed');
    subscriberId = subscriber.id;
    planId = plan.id;
    const [subscription] = await database.db
      .insert(subscriptions)
      .values({ subscriberId, planId, state: 'active', agreedPriceMinor: 5_000, agreedCurrency: 'YER' })
      .returning();
    if (!subscription) throw new Error('setup failed');
    subscriptionId = subscription.id;
  }, 120_000);

  afterAll(async () => {
    await drop();
  });

  it('refuses a second charge with the same idempotency reference', async () => {
    const [row] = await charge('renewal:a:2026-01-01');
    // Settled, so that only the reference can be the reason for the refusal below.
    await database.db
      .update(transactions)
      .set({ status: 'failed', settledAt: new Date(), reason: 'insufficient_balance' })
      .where(eq(transactions.id, row?.id ?? 0));
    await expectRefused(charge('renewal:a:2026-01-01'), 'transactions_reference_unique');
  });

  it('refuses a charge of zero', async () => {
    await expectRefused(charge('zero', { amountMinor: 0 }), 'transactions_amount_positive');
  });

  it('settles a pending charge once and then refuses any edit', async () => {
    const [row] = await charge('renewal:b:2026-01-01');
    const id = row?.id ?? 0;
    await database.db
      .update(transactions)
      .set({ status: 'succeeded', settledAt: new Date(), gatewayRef: 'gw-1' })
      .where(eq(transactions.id, id));
    await expectRefused(
      database.db.update(transactions).set({ status: 'failed' }).where(eq(transactions.id, id)),
      'is settled',
    );
    await expectRefused(
      database.db.update(transactions).set({ reason: 'edited' }).where(eq(transactions.id, id)),
      'is settled',
    );
    const [stored] = await database.db.select().from(transactions).where(eq(transactions.id, id));
    expect(stored).toMatchObject({ status: 'succeeded', gatewayRef: 'gw-1', reason: null });
  });

  it('lets a pending charge record only its outcome, never a new amount', async () => {
    const [row] = await charge('renewal:c:2026-01-01');
    await expectRefused(
      database.db
        .update(transactions)
        .set({ amountMinor: 1 })
        .where(eq(transactions.id, row?.id ?? 0)),
      'only the outcome',
    );
  });

  it('refuses a second charge in flight for one subscription', async () => {
    // 'renewal:c' above is still pending: a second payment could be for the same period.
    await expectRefused(charge('renewal:d:2026-01-01'), 'transactions_one_pending_charge_per_subscription');
  });

  it('refuses a settled status without a settlement time', async () => {
    await expectRefused(charge('unsettled', { status: 'succeeded' }), 'transactions_settled_iff_not_pending');
  });

  it('refuses a second open subscription for one subscriber, but not a cancelled one', async () => {
    await expectRefused(
      database.db.insert(subscriptions).values({
        subscriberId,
        planId,
        state: 'pending_payment',
        agreedPriceMinor: 5_000,
        agreedCurrency: 'YER',
      }),
      'subscriptions_one_open_per_subscriber',
    );
    await database.db
      .insert(subscriptions)
      .values({ subscriberId, planId, state: 'cancelled', agreedPriceMinor: 5_000, agreedCurrency: 'YER' });
  });

  it('keeps at most one open code per number and purpose', async () => {
    const code = { msisdn: '967771234567', purpose: 'login' as const, codeHash: 'h', expiresAt: new Date() };
    const [first] = await database.db.insert(otps).values(code).returning();
    expect(first?.msisdnBlock).toBe('96777123');
    await expectRefused(database.db.insert(otps).values(code), 'otps_one_open_per_msisdn_purpose');
    await database.db
      .update(otps)
      .set({ voidedAt: new Date() })
      .where(eq(otps.id, first?.id ?? 0));
    await expect(database.db.insert(otps).values(code)).resolves.toBeDefined();
  });

  it('refuses a rate whose selling price is below its buying price', async () => {
    const [currency] = await database.db
      .insert(currencies)
      .values({ code: 'USD', name: 'دولار أمريكي', symbol: '$', flag: '🇺🇸' })
      .returning();
    const [source] = await database.db
      .insert(priceSources)
      .values({ name: 'سوق صنعاء', city: 'صنعاء', type: 'parallel' })
      .returning();
    const rate = { currencyId: currency?.id ?? 0, sourceId: source?.id ?? 0 };
    await expectRefused(
      database.db.insert(rates).values({ ...rate, buy: '536.00', sell: '534.00' }),
      'rates_sell_not_below_buy',
    );
    await expectRefused(
      database.db.insert(rates).values({ ...rate, buy: '0', sell: '534.00' }),
      'rates_buy_positive',
    );
    await database.db.insert(rates).values({ ...rate, buy: '534.123456', sell: '536.5' });
    const [stored] = await database.db.select({ buy: rates.buy, sell: rates.sell }).from(rates);
    // numeric(20,6) keeps every decimal and comes back as a string, never a float.
    expect(stored).toEqual({ buy: '534.123456', sell: '536.500000' });
  });

  it('refuses a malformed msisdn', async () => {
    await expectRefused(
      database.db.insert(subscribers).values({ msisdn: '+967771234568' }),
      'subscribers_msisdn_digits',
    );
  });

  it('keeps a subscriber live (a number) or retired (the number it had, and when), never both nor neither', async () => {
    const number = '967771230001';
    const [live] = await database.db.insert(subscribers).values({ msisdn: number }).returning();
    await expectRefused(
      database.db.insert(subscribers).values({ msisdn: null }),
      'subscribers_live_or_retired',
    );
    await expectRefused(
      database.db
        .insert(subscribers)
        .values({ msisdn: '967771230002', retiredMsisdn: '967771230002', retiredAt: new Date() }),
      'subscribers_live_or_retired',
    );
    await expectRefused(
      database.db.insert(subscribers).values({ msisdn: null, retiredMsisdn: number }),
      'subscribers_live_or_retired',
    );
    await expectRefused(
      database.db.insert(subscribers).values({ msisdn: null, retiredMsisdn: '+967', retiredAt: new Date() }),
      'subscribers_retired_msisdn_digits',
    );
    // Retiring frees the number: its next holder is a new live row, and any number of retired
    // rows may have had it (the unique key sees their null msisdn as distinct).
    await database.db
      .update(subscribers)
      .set({ retiredMsisdn: sql`${subscribers.msisdn}`, msisdn: null, retiredAt: new Date() })
      .where(eq(subscribers.id, live!.id));
    const [next] = await database.db.insert(subscribers).values({ msisdn: number }).returning();
    await database.db
      .update(subscribers)
      .set({ retiredMsisdn: sql`${subscribers.msisdn}`, msisdn: null, retiredAt: new Date() })
      .where(eq(subscribers.id, next!.id));
    await database.db.insert(subscribers).values({ msisdn: number });
    const rows = await database.db
      .select({ msisdn: subscribers.msisdn, retired: subscribers.retiredMsisdn })
      .from(subscribers)
      .where(sql`coalesce(${subscribers.msisdn}, ${subscribers.retiredMsisdn}) = ${number}`)
      .orderBy(asc(subscribers.id));
    expect(rows).toEqual([
      { msisdn: null, retired: number },
      { msisdn: null, retired: number },
      { msisdn: number, retired: null },
    ]);
    await expectRefused(
      database.db.insert(subscribers).values({ msisdn: number }),
      'subscribers_msisdn_unique',
    );
  });

  it('keeps every price a plan has had, with the admin who set it', async () => {
    const [plan] = await database.db
      .insert(plans)
      .values({ name: 'الباقة الأسبوعية', priceMinor: 30_000, period: 'weekly' })
      .returning();
    await database.db.update(plans).set({ name: 'اسم جديد' }).where(eq(plans.id, plan!.id));
    await database.db.update(plans).set({ priceMinor: 35_000 }).where(eq(plans.id, plan!.id));
    const history = await database.db
      .select()
      .from(planPrices)
      .where(eq(planPrices.planId, plan!.id))
      .orderBy(asc(planPrices.id));
    // A rename is not a price: two prices, none set by an admin here.
    expect(history.map((row) => [row.priceMinor, row.currency, row.adminUserId])).toEqual([
      [30_000, 'YER', null],
      [35_000, 'YER', null],
    ]);
  });

  it("gives a subscription written without an agreed price its plan's price at that moment", async () => {
    const [other] = await database.db.insert(subscribers).values({ msisdn: '967771230000' }).returning();
    await database.db.execute(
      sql`insert into subscriptions (subscriber_id, plan_id, state) values (${other!.id}, ${planId}::uuid, 'active')`,
    );
    const [row] = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.subscriberId, other!.id));
    expect(row).toMatchObject({ agreedPriceMinor: 5_000, agreedCurrency: 'YER' });
  });

  it('keeps one pending price change per subscription', async () => {
    const change = {
      subscriptionId,
      planId,
      fromPriceMinor: 5_000,
      fromCurrency: 'YER',
      toPriceMinor: 6_000,
      toCurrency: 'YER',
      effectiveFrom: new Date(Date.now() + 31 * 86_400_000),
    };
    await database.db.insert(subscriptionPriceChanges).values(change);
    await expectRefused(
      database.db.insert(subscriptionPriceChanges).values(change),
      'subscription_price_changes_one_scheduled',
    );
    await expectRefused(
      database.db
        .insert(subscriptionPriceChanges)
        .values({ ...change, status: 'replaced', effectiveFrom: new Date(Date.now() - 1000) }),
      'subscription_price_changes_after_notice',
    );
  });

  it('stores a reminder once per idempotency key', async () => {
    const sms = {
      msisdn: '967771234567',
      text: 'تذكير',
      purpose: 'billing.reminder.renewal',
      driver: 'outbox' as const,
      dedupeKey: `billing.reminder.renewal:${subscriptionId}:2030-01-01T00:00:00.000Z`,
    };
    expect(await database.db.insert(smsMessages).values(sms).onConflictDoNothing().returning()).toHaveLength(
      1,
    );
    expect(await database.db.insert(smsMessages).values(sms).onConflictDoNothing().returning()).toHaveLength(
      0,
    );
  });
});
