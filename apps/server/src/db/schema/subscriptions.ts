import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns';
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
    check('subscriptions_retry_count_non_negative', sql`${t.retryCount} >= 0`),
    check(
      'subscriptions_period_order',
      sql`${t.currentPeriodEnd} is null or ${t.currentPeriodStart} is null or ${t.currentPeriodEnd} > ${t.currentPeriodStart}`,
    ),
  ],
);
