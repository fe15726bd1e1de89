import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { transactions } from '../../db/schema/index';
import type { ChargeOutcome } from '../../drivers/charging/index';
import { throughLimiter, type OperatorCharging } from './charging';

type TransactionRow = typeof transactions.$inferSelect;

/**
 * Sends one pending refund row to the gateway (under CHARGING_TPS, its own reference as the
 * idempotency key) and settles the row by the answer: `succeeded`, `failed` with the gateway's
 * reason, or, without an answer, left pending for the reconcile job to send again. A refund moves
 * no subscription, so the row alone is settled. What the gateway said, or null for a driver
 * without a refund call.
 */
export async function refundAtGateway(
  deps: { db: Db; charging: OperatorCharging; log: FastifyBaseLogger },
  row: TransactionRow,
  target: { msisdn: string; charge: { reference: string; gatewayRef: string | null } },
): Promise<ChargeOutcome | null> {
  // The gateway of the operator the refund is filed under, as its charge was.
  const charging = deps.charging.of(row.operatorId);
  if (!charging) {
    const error = `no charging gateway for operator ${row.operatorId}`;
    deps.log.warn({ reference: row.reference, error }, 'refund outcome unknown; left pending');
    return { status: 'unknown', error };
  }
  const { driver } = charging;
  if (!driver.refund) return null;
  const refund = driver.refund.bind(driver);
  const outcome = await throughLimiter(charging, () =>
    refund({
      msisdn: target.msisdn,
      amountMinor: row.amountMinor,
      currency: row.currency,
      reference: row.reference,
      description: row.description,
      charge: target.charge,
    }).catch((error: unknown) => ({
      status: 'unknown' as const,
      error: error instanceof Error ? error.message : 'charging driver failed',
    })),
  );
  if (outcome.status === 'unknown') {
    deps.log.warn({ reference: row.reference, error: outcome.error }, 'refund outcome unknown; left pending');
    return outcome;
  }
  if (outcome.status === 'failed') {
    deps.log.warn(
      { reference: row.reference, reason: outcome.reason, gateway: outcome.detail },
      'refund refused by the gateway',
    );
  }
  await settleRefund(deps.db, row.id, outcome);
  return outcome;
}

/** Settles a pending refund row once (a settled row is never edited). */
export async function settleRefund(
  db: Db,
  id: number,
  outcome: Exclude<ChargeOutcome, { status: 'unknown' }>,
): Promise<void> {
  await db
    .update(transactions)
    .set({
      status: outcome.status,
      settledAt: new Date(),
      gatewayRef: outcome.gatewayRef,
      // The admin's reason stays on a refund that went through; a refusal says the gateway's.
      ...(outcome.status === 'failed' ? { reason: outcome.reason } : {}),
    })
    .where(and(eq(transactions.id, id), eq(transactions.status, 'pending')));
}
