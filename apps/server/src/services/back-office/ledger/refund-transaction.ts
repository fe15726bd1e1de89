import { eq } from 'drizzle-orm';
import type { TAdminRefundRequest, TAdminTransaction } from '@sarraf/contracts';
import type { Db } from '../../../db/client';
import { transactions } from '../../../db/schema/index';
import { notFound, unprocessable } from '../../../lib/http-error';
import type { AuthenticatedAdmin } from '../authenticate-admin-session';
import { recordAdminAudit } from '../record-audit';
import { findLedgerRow, refundedOf } from './ledger-rows';

export interface RefundOutcome {
  refund: TAdminTransaction;
  /** The same idempotency key was seen before: this is the first refund, nothing new was written. */
  duplicate: boolean;
}

/**
 * Refunds (part of) a succeeded charge as a NEW ledger row (`kind: refund`, `refund_of_id`): the
 * charge itself is settled and never edited (migration 0001's trigger). The charge row is locked
 * for the transaction, so two refunds of one charge are decided one after the other and together
 * never return more than it took. The form's idempotency key is part of the unique reference: a
 * double click or a retried request finds the first refund and writes nothing.
 *
 * The charging gateway has no refund call (only charge and lookup), so the row is
 * the operator's record of money returned, written settled; "my bill" shows it at once.
 */
export async function refundTransaction(
  db: Db,
  actor: { admin: AuthenticatedAdmin; ip: string },
  chargeId: number,
  request: TAdminRefundRequest,
): Promise<RefundOutcome> {
  const reference = `refund:${chargeId}:${request.idempotency_key}`;
  const refundId = await db.transaction(async (tx) => {
    const [charge] = await tx
      .select({ row: transactions, refunded: refundedOf() })
      .from(transactions)
      .where(eq(transactions.id, chargeId))
      .for('update', { of: transactions });
    if (!charge) throw notFound();

    const [earlier] = await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.reference, reference));
    if (earlier) return { id: earlier.id, duplicate: true };

    if (charge.row.kind !== 'charge' || charge.row.status !== 'succeeded') {
      throw unprocessable({ transaction: ['ops_refund_not_refundable'] });
    }
    const refunded = Number(charge.refunded);
    const left = charge.row.amountMinor - refunded;
    if (request.amount_minor > left) throw unprocessable({ amount_minor: ['ops_refund_exceeds'] });

    const now = new Date();
    const [refund] = await tx
      .insert(transactions)
      .values({
        subscriberId: charge.row.subscriberId,
        subscriptionId: charge.row.subscriptionId,
        planId: charge.row.planId,
        kind: 'refund',
        status: 'succeeded',
        amountMinor: request.amount_minor,
        currency: charge.row.currency,
        reference,
        refundOfId: charge.row.id,
        reason: request.reason,
        description: `استرداد: ${charge.row.description}`,
        createdAt: now,
        settledAt: now,
      })
      .returning();
    await recordAdminAudit(tx, actor, {
      action: 'transaction.refund',
      entity: 'transaction',
      entityId: charge.row.id,
      before: {
        reference: charge.row.reference,
        amount_minor: charge.row.amountMinor,
        refunded_minor: refunded,
      },
      after: {
        refund_id: refund!.id,
        reference,
        amount_minor: request.amount_minor,
        currency: charge.row.currency,
        refunded_minor: refunded + request.amount_minor,
        reason: request.reason,
      },
    });
    return { id: refund!.id, duplicate: false };
  });
  const refund = await findLedgerRow(db, refundId.id);
  return { refund: refund!, duplicate: refundId.duplicate };
}
