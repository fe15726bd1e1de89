import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, isCurrencyCode, isOperatorId, operatorId, timestamptz } from './columns';
import { transactionKind, transactionStatus } from './enums';
import { plans } from './plans';
import { subscribers } from './subscribers';
import { subscriptions } from './subscriptions';

/**
 * The charging ledger (docs/design.md#the-ledger-and-idempotency). A row is written `pending` before the
 * gateway is called and settled once to `succeeded`/`failed`; after that it is never edited (migration 0001
 * adds a trigger that refuses it), and a refund is a new row pointing at its charge.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    subscriberId: integer()
      .notNull()
      .references(() => subscribers.id, { onDelete: 'restrict' }),
    subscriptionId: uuid()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'restrict' }),
    /** The plan charged at the time: the subscription may have changed plan since. */
    planId: uuid()
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    kind: transactionKind().notNull().default('charge'),
    status: transactionStatus().notNull().default('pending'),
    /** ISO 4217 minor units, integer (no floating-point drift). */
    amountMinor: integer().notNull(),
    currency: text().notNull(),
    /**
     * Idempotency key sent to the gateway, e.g. `renewal:<subscription>:<period start ISO>`.
     * Unique, so a retried or concurrent sweep cannot charge one period twice.
     */
    reference: text().notNull().unique('transactions_reference_unique'),
    refundOfId: bigint({ mode: 'number' }).references((): AnyPgColumn => transactions.id, {
      onDelete: 'restrict',
    }),
    gatewayRef: text(),
    /** The gateway's reason for a failure (e.g. insufficient_balance), or an admin's for a refund. */
    reason: text(),
    /** The service period this charge pays for; null for refunds. */
    periodStart: timestamptz(),
    periodEnd: timestamptz(),
    /** Arabic line shown in "my bill". */
    description: text().notNull(),
    /**
     * The operator that charged it (its subscriber's at the time): revenue, settlement and a care
     * user's view go by it. The one column of a settled row that may change, and only by
     * `npm run operators:assign`.
     */
    operatorId: operatorId(),
    createdAt: createdAt(),
    settledAt: timestamptz(),
  },
  (t) => [
    // My bill: a subscriber's rows, newest first, within a date range.
    index('transactions_subscriber_created_idx').on(t.subscriberId, t.createdAt.desc()),
    index('transactions_subscription_id_idx').on(t.subscriptionId),
    // At most one charge in flight per subscription: a second one could be a second
    // payment for the same period, so the database refuses it whatever the code does. A crash leaves
    // the row pending until the reconcile job settles it; nothing charges that subscription meanwhile.
    uniqueIndex('transactions_one_pending_charge_per_subscription')
      .on(t.subscriptionId)
      .where(sql`${t.status} = 'pending' and ${t.kind} = 'charge'`),
    // The reconcile job looks for rows a crash left pending; partial, so it stays tiny.
    index('transactions_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    // A charge's refunds (what is left to refund, a settlement line said refunded); partial, refunds are few.
    index('transactions_refund_of_idx')
      .on(t.refundOfId)
      .where(sql`${t.refundOfId} is not null`),
    // Dashboard "charges today" scans by time.
    index('transactions_created_at_idx').on(t.createdAt),
    // Revenue, the ledger list and settlement of one operator.
    index('transactions_operator_created_idx').on(t.operatorId, t.createdAt),
    check('transactions_operator_id', isOperatorId(t.operatorId)),
    check('transactions_amount_positive', sql`${t.amountMinor} > 0`),
    check('transactions_currency_iso', isCurrencyCode(t.currency)),
    check('transactions_settled_iff_not_pending', sql`(${t.status} = 'pending') = (${t.settledAt} is null)`),
    check('transactions_refund_has_charge', sql`(${t.kind} = 'refund') = (${t.refundOfId} is not null)`),
    check(
      'transactions_period_order',
      sql`${t.periodEnd} is null or ${t.periodStart} is null or ${t.periodEnd} > ${t.periodStart}`,
    ),
  ],
);
