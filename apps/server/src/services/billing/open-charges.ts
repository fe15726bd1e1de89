import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../lib/sql-rows';
import { transactions } from '../../db/schema/index';
import { chargeReference, type ChargeCause } from '../../lib/charge-reference';
import type { TransactionRow } from './present-transaction';

/** A charge about to be attempted: what, for whom, for which period. */
export interface ChargeToOpen {
  cause: ChargeCause;
  subscriptionId: string;
  subscriberId: number;
  /** The plan charged (for a change, the new one). */
  planId: string;
  msisdn: string;
  amountMinor: number;
  currency: string;
  periodStart: Date;
  periodEnd: Date;
  description: string;
}

/** An opened charge: its `pending` ledger row, and the number the gateway charges. */
export interface OpenCharge {
  row: TransactionRow;
  msisdn: string;
}

const PLAN_WORDS: Record<ChargeCause, string> = {
  first: 'اشتراك في',
  renewal: 'تجديد',
  renew: 'تجديد',
  reactivation: 'إعادة تفعيل',
  change: 'تغيير الباقة إلى',
};

/** The Arabic line "my bill" shows for a charge, e.g. `تجديد الباقة اليومية`. */
export function chargeDescription(cause: ChargeCause, planName: string): string {
  return `${PLAN_WORDS[cause]} ${planName}`;
}

/**
 * Writes the `pending` ledger rows of charges before any gateway is called
 * (docs/design.md#the-ledger-and-idempotency), in one statement. Call it inside the transaction that locked
 * the subscriptions and checked them, and commit before calling the gateway: a crash after this point leaves
 * rows the reconcile job finds.
 *
 * A charge that cannot be opened is dropped, not thrown: its reference exists already (the same
 * period was charged by another sweep) or the subscription has a charge in flight (the database
 * allows one, `transactions_one_pending_charge_per_subscription`). Either way nothing must be
 * charged now, and the caller counts it as skipped.
 */
export async function openCharges(tx: Tx, charges: readonly ChargeToOpen[]): Promise<OpenCharge[]> {
  if (charges.length === 0) return [];
  // Earlier attempts for the same subscription and period start (one that never reached the
  // gateway, say): the next attempt needs its own reference, since a gateway replays the outcome of
  // a reference it has seen.
  const earlier = rowsOf<{ subscription_id: string; attempts: number | string }>(
    await tx.execute(sql`
    select t.subscription_id::text as subscription_id, count(*)::int as attempts
    from transactions t
    join jsonb_to_recordset(${JSON.stringify(
      charges.map((charge) => ({ id: charge.subscriptionId, start: charge.periodStart.toISOString() })),
    )}::jsonb) as v(id uuid, start timestamptz)
      on t.subscription_id = v.id and t.period_start = v.start and t.kind = 'charge'
    group by t.subscription_id
  `),
  );
  const attemptsBefore = new Map(earlier.map((row) => [row.subscription_id, Number(row.attempts)]));

  const msisdnOf = new Map(charges.map((charge) => [charge.subscriptionId, charge.msisdn]));
  const rows = await tx
    .insert(transactions)
    .values(
      charges.map((charge) => ({
        subscriberId: charge.subscriberId,
        subscriptionId: charge.subscriptionId,
        planId: charge.planId,
        kind: 'charge' as const,
        status: 'pending' as const,
        amountMinor: charge.amountMinor,
        currency: charge.currency,
        reference: chargeReference(
          charge.cause,
          charge.subscriptionId,
          charge.periodStart,
          (attemptsBefore.get(charge.subscriptionId) ?? 0) + 1,
        ),
        periodStart: charge.periodStart,
        periodEnd: charge.periodEnd,
        description: charge.description,
      })),
    )
    .onConflictDoNothing()
    .returning();
  return rows.map((row) => ({ row, msisdn: msisdnOf.get(row.subscriptionId)! }));
}
