import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TAdminRefundRequest, TAdminTransaction } from '@sarraf/contracts';
import type { Db } from '../../../db/client';
import { subscribers, transactions } from '../../../db/schema/index';
import { notFound, unprocessable } from '../../../lib/http-error';
import { type OperatorCharging, refundAtGateway } from '../../billing';
import type { AuthenticatedAdmin } from '../authenticate-admin-session';
import { assertInScope, boundOperatorOf } from '../operator-scope';
import { recordAdminAudit } from '../../audit';
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
 * When the charging driver has a refund call (OneAPI), the row is written `pending`, sent to the
 * gateway under its own reference after the commit, and settled by the answer: refused → `failed`
 * with the reason, no answer → left pending for the reconcile job, which sends the same reference
 * again. Otherwise (a gateway with only charge and lookup, or a retired number, whose line now
 * belongs to someone else) the row is the operator's record of money returned by other means,
 * written settled; "my bill" shows it at once.
 */
export async function refundTransaction(
  deps: { db: Db; charging: OperatorCharging; log: FastifyBaseLogger },
  actor: { admin: AuthenticatedAdmin; ip: string },
  chargeId: number,
  request: TAdminRefundRequest,
): Promise<RefundOutcome> {
  const { db } = deps;
  const reference = `refund:${chargeId}:${request.idempotency_key}`;
  const refundId = await db.transaction(async (tx) => {
    const [charge] = await tx
      .select({ row: transactions, refunded: refundedOf(), msisdn: subscribers.msisdn })
      .from(transactions)
      .innerJoin(subscribers, eq(subscribers.id, transactions.subscriberId))
      .where(eq(transactions.id, chargeId))
      .for('update', { of: transactions });
    if (!charge) throw notFound();
    // Another operator's charge is not there for a care user: 404 before anything is written.
    assertInScope(boundOperatorOf(actor.admin), charge.row.operatorId);

    const [earlier] = await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.reference, reference));
    if (earlier) return { id: earlier.id, duplicate: true, row: null, gateway: null };

    if (charge.row.kind !== 'charge' || charge.row.status !== 'succeeded') {
      throw unprocessable({ transaction: ['ops_refund_not_refundable'] });
    }
    const refunded = Number(charge.refunded);
    const left = charge.row.amountMinor - refunded;
    if (request.amount_minor > left) throw unprocessable({ amount_minor: ['ops_refund_exceeds'] });

    const now = new Date();
    // The charge's operator's gateway takes the refund, when it has a refund call.
    const atGateway =
      deps.charging.of(charge.row.operatorId)?.driver.refund !== undefined && charge.msisdn !== null;
    const [refund] = await tx
      .insert(transactions)
      .values({
        subscriberId: charge.row.subscriberId,
        subscriptionId: charge.row.subscriptionId,
        planId: charge.row.planId,
        kind: 'refund',
        status: atGateway ? 'pending' : 'succeeded',
        amountMinor: request.amount_minor,
        currency: charge.row.currency,
        reference,
        refundOfId: charge.row.id,
        reason: request.reason,
        description: `استرداد: ${charge.row.description}`,
        createdAt: now,
        settledAt: atGateway ? null : now,
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
    const gateway = atGateway
      ? {
          msisdn: charge.msisdn!,
          charge: { reference: charge.row.reference, gatewayRef: charge.row.gatewayRef },
        }
      : null;
    return { id: refund!.id, duplicate: false, row: refund!, gateway };
  });
  // After the commit: the pending row exists before the gateway can move money under its reference.
  if (!refundId.duplicate && refundId.gateway) {
    await refundAtGateway(deps, refundId.row, refundId.gateway);
  }
  const refund = await findLedgerRow(db, refundId.id);
  return { refund: refund!, duplicate: refundId.duplicate };
}
