import type { TTransaction } from '@sarraf/contracts';
import type { transactions } from '../../db/schema/index';

export type TransactionRow = typeof transactions.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A ledger row as "my bill" shows it (ZTransaction). */
export function presentTransaction(row: TransactionRow): TTransaction {
  return {
    reference: row.reference,
    kind: row.kind,
    status: row.status,
    amount_minor: row.amountMinor,
    currency: row.currency,
    description: row.description,
    reason: row.reason,
    subscription_uuid: row.subscriptionId,
    period_start: iso(row.periodStart),
    period_end: iso(row.periodEnd),
    created_at: row.createdAt.toISOString(),
    settled_at: iso(row.settledAt),
  };
}
