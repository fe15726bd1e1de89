import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, isCurrencyCode, timestamptz, updatedAt } from './columns';
import { subscriptionState } from './enums';
import { plans } from './plans';
import { subscribers } from './subscribers';

/**
 * A subscriber's subscription to a plan and where it stands in the billing cycle
 * (docs/design.md#subscriptions-and-billing). Subscriptions and their subscribers are never deleted while the
 * ledger references them (`restrict`): a charge must always be explainable.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    subscriberId: integer()
      .notNull()
      .references(() => subscribers.id, { onDelete: 'restrict' }),
    planId: uuid()
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    state: subscriptionState().notNull().default('pending_payment'),
    /**
     * The price this subscription agreed to (docs/security.md#prices-and-consent): the plan's price
     * when the subscriber consented (subscribe, activation, plan change, coming back after a
     * cancellation), or a scheduled change once it applied. Renewals and retries charge this, never
     * the plan's current price. A raw insert without it gets the plan's price (migration 0004's
     * trigger); code always passes it.
     */
    agreedPriceMinor: integer().notNull(),
    agreedCurrency: text().notNull(),
    priceAgreedAt: timestamptz().notNull().defaultNow(),
    /** The renewal (or trial end) instant whose reminder was handled: each is reminded once. */
    remindedRenewalAt: timestamptz(),
    /** When the monthly "how to stop" reminder is next due (a month after subscribing, then monthly). */
    nextStopReminderAt: timestamptz().default(sql`now() + interval '1 month'`),
    /** The paid (or free-trial) period the subscriber has access for; null before the first one. */
    currentPeriodStart: timestamptz(),
    currentPeriodEnd: timestamptz(),
    trialEndsAt: timestamptz(),
    /**
     * When the sweep must next try to charge: the period end while active, the next retry while in
     * grace or suspended, null when nothing is due (cancelled). One column, so one index serves
     * the renewal sweep whatever the state.
     */
    nextRenewalAt: timestamptz(),
    /** Failed attempts since the last successful charge; drives the retry backoff. */
    retryCount: integer().notNull().default(0),
    lastChargeAttemptAt: timestamptz(),
    lastFailureReason: text(),
    graceEndsAt: timestamptz(),
    suspendedAt: timestamptz(),
    cancelledAt: timestamptz(),
    /**
     * A cancelled subscription's content stays open until then: the end of the period paid before
     * the cancellation. Null when nothing paid is left to keep (a free trial, the operator's
     * cancellation, a cancellation after a failed renewal) and while not cancelled
     * (docs/design.md#cancelling-keeps-what-was-paid).
     */
    accessUntil: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The renewal sweep: `where next_renewal_at <= $now order by next_renewal_at for update skip
    // locked`. Partial, so cancelled subscriptions never bloat it.
    index('subscriptions_due_idx')
      .on(t.nextRenewalAt)
      .where(sql`${t.nextRenewalAt} is not null`),
    // At most one open subscription per subscriber: two concurrent sign-ups (or a double tap on
    // "subscribe") cannot create two subscriptions that would both be charged.
    uniqueIndex('subscriptions_one_open_per_subscriber')
      .on(t.subscriberId)
      .where(sql`${t.state} <> 'cancelled'`),
    index('subscriptions_subscriber_id_idx').on(t.subscriberId),
    index('subscriptions_plan_id_state_idx').on(t.planId, t.state),
    // The monthly "how to stop" reminder: only chargeable subscriptions wait in it.
    index('subscriptions_stop_reminder_idx')
      .on(t.nextStopReminderAt)
      .where(sql`${t.state} in ('active', 'grace', 'suspended')`),
    check('subscriptions_agreed_price_positive', sql`${t.agreedPriceMinor} > 0`),
    check('subscriptions_agreed_currency_iso', isCurrencyCode(t.agreedCurrency)),
    check('subscriptions_retry_count_non_negative', sql`${t.retryCount} >= 0`),
    check(
      'subscriptions_period_order',
      sql`${t.currentPeriodEnd} is null or ${t.currentPeriodStart} is null or ${t.currentPeriodEnd} > ${t.currentPeriodStart}`,
    ),
  ],
);
