import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, isCurrencyCode } from './columns';
import { operatorWebhookEvents } from './operator-webhook-events';
import { subscribers } from './subscribers';
import { subscriptions } from './subscriptions';
import { transactions } from './transactions';

/**
 * Every renewal the operator reported (`BILLING_MODE=operator`) that was applied or held
 * (docs/operator-integration.md#operator-managed-renewals): what it said, what the subscription
 * expected, and the ledger row it wrote. `held` reports (an amount or currency other than the
 * agreed price) wrote nothing else: no ledger row, no period, no price; the back office lists them
 * for a person to take up with the operator. An `applied` one names its ledger row, which is how a
 * later report knows the period it would pay for was paid by the operator already. The operator's
 * reference is unique here as in the ledger: a second report of it is a repeat.
 */
export const operatorRenewalReports = pgTable(
  'operator_renewal_reports',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The logged event (operator_webhook_events), and the operator's own event id. */
    operatorEventId: bigint({ mode: 'number' }).references(() => operatorWebhookEvents.id, {
      onDelete: 'set null',
    }),
    eventId: text().notNull(),
    subscriberId: integer()
      .notNull()
      .references(() => subscribers.id, { onDelete: 'restrict' }),
    subscriptionId: uuid()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'restrict' }),
    reference: text().notNull().unique('operator_renewal_reports_reference_unique'),
    /** `succeeded` or `failed`, as reported. */
    status: text().notNull(),
    /** What the operator reported, in minor units (bigint: a report may name any amount). */
    amountMinor: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    /** What the subscription agreed to pay for that period (the price our own renewal would charge). */
    expectedAmountMinor: bigint({ mode: 'number' }).notNull(),
    expectedCurrency: text().notNull(),
    /** `applied` (the ledger row below) or `held` (nothing written). */
    outcome: text().notNull(),
    transactionId: bigint({ mode: 'number' }).references(() => transactions.id, { onDelete: 'restrict' }),
    receivedAt: createdAt(),
  },
  (t) => [
    index('operator_renewal_reports_subscription_idx').on(t.subscriptionId, t.receivedAt),
    // The back office's held reports of a subscriber, newest first.
    index('operator_renewal_reports_held_idx')
      .on(t.subscriberId, t.receivedAt)
      .where(sql`${t.outcome} = 'held'`),
    index('operator_renewal_reports_transaction_idx')
      .on(t.transactionId)
      .where(sql`${t.transactionId} is not null`),
    check('operator_renewal_reports_status', sql`${t.status} in ('succeeded', 'failed')`),
    check(
      'operator_renewal_reports_outcome',
      sql`(${t.outcome} = 'applied' and ${t.transactionId} is not null) or (${t.outcome} = 'held' and ${t.transactionId} is null)`,
    ),
    check('operator_renewal_reports_currency_iso', isCurrencyCode(t.currency)),
    check('operator_renewal_reports_expected_currency_iso', isCurrencyCode(t.expectedCurrency)),
  ],
);
