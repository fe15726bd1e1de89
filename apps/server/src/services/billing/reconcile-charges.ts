import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { smsMessages, subscribers, transactions } from '../../db/schema/index';
import type { ChargeRequest, LookupOutcome } from '../../drivers/charging/index';
import type { BillingDeps } from './billing-deps';
import { ORPHAN_NOTICE_AFTER, sendStoredNotices } from './billing-notices';
import { throughLimiter } from './charging';
import { refundAtGateway } from './refund-at-gateway';
import { settleCharges, type Settlement } from './settle-charges';

export interface ReconcileOptions {
  /**
   * Only rows pending at least this long: younger ones may still be waiting for their gateway
   * call (its timeout is CHARGING_HTTP_TIMEOUT_MS), and must not be second-guessed meanwhile.
   */
  olderThanMs?: number;
  limit?: number;
  concurrency?: number;
}

export interface ReconcileResult {
  examined: number;
  succeeded: number;
  failed: number;
  /** The gateway still could not say: left pending for the next run. */
  stillPending: number;
  /** Unknown to the gateway (the crash came before the call), so sent again under the same reference. */
  resent: number;
  /** Billing notices requeued whose job was lost. */
  requeuedNotices: number;
}

// A pending charge the gateway never received is sent again within this window (the consent and
// the period it was for are still current); an older one is closed as failed, never charged late.
const RESEND_WITHIN_MS = 24 * 60 * 60 * 1000;

/**
 * The reconcile job (a crash leaves `pending` rows that the worker reconciles by
 * reference). For each row left pending, ask the gateway by reference (`GET {url}/{reference}`):
 * - it has an outcome → settle the row with it and move the subscription on, exactly as if the
 *   original call had answered;
 * - it never received it → send the same charge again under the same reference (idempotent at the
 *   gateway, so a late original cannot make it two), and settle with that answer; past
 *   RESEND_WITHIN_MS, close it as `failed` (`not_received`) instead, and at once when its
 *   subscriber was retired (`msisdn_recycled`: the number now reaches someone else);
 * - it cannot say → leave it pending for the next run.
 * So every crash ends with each period charged at most once, and every charge in the ledger.
 */
export async function reconcileCharges(
  deps: BillingDeps,
  options: ReconcileOptions = {},
): Promise<ReconcileResult> {
  const { db } = deps.database;
  const now = new Date();
  const result: ReconcileResult = {
    examined: 0,
    succeeded: 0,
    failed: 0,
    stillPending: 0,
    resent: 0,
    requeuedNotices: 0,
  };

  const rows = await db
    .select({ row: transactions, msisdn: subscribers.msisdn, retiredMsisdn: subscribers.retiredMsisdn })
    .from(transactions)
    .innerJoin(subscribers, eq(subscribers.id, transactions.subscriberId))
    .where(
      and(
        eq(transactions.status, 'pending'),
        lte(transactions.createdAt, new Date(now.getTime() - (options.olderThanMs ?? 120_000))),
      ),
    )
    .orderBy(asc(transactions.createdAt))
    .limit(options.limit ?? 500);
  result.examined = rows.length;

  const settlements: Settlement[] = [];
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const { row, msisdn, retiredMsisdn } = rows[next++]!;
      if (row.kind === 'refund') {
        await reconcileRefund(deps, row, msisdn, result);
        continue;
      }
      // The gateway of the operator the charge is filed under; none while it is out of the configuration.
      const charging = deps.charging.of(row.operatorId);
      if (!charging) {
        result.stillPending++;
        deps.log.warn(
          { reference: row.reference, operator: row.operatorId },
          'no charging gateway for operator',
        );
        continue;
      }
      const request: ChargeRequest = {
        msisdn: msisdn ?? retiredMsisdn ?? '',
        amountMinor: row.amountMinor,
        currency: row.currency,
        reference: row.reference,
        description: row.description,
      };
      let outcome: LookupOutcome;
      if (msisdn === null && charging.driver.name === 'oneapi') {
        // OneAPI's lookup is a replay of the charge, which would charge the number's new owner
        // if the first attempt never arrived: the row is closed as for a number recycled away.
        outcome = { status: 'failed', reason: 'msisdn_recycled', gatewayRef: null };
      } else {
        outcome = await throughLimiter(charging, () => charging.driver.lookup(request));
      }
      if (outcome.status === 'not_found') {
        if (msisdn === null) {
          // The subscriber was retired (the number went to someone else): sending it now would
          // charge the new owner's line.
          outcome = { status: 'failed', reason: 'msisdn_recycled', gatewayRef: null };
        } else if (now.getTime() - row.createdAt.getTime() > RESEND_WITHIN_MS) {
          outcome = { status: 'failed', reason: 'not_received', gatewayRef: null };
        } else {
          result.resent++;
          outcome = await throughLimiter(charging, () => charging.driver.charge({ ...request, msisdn }));
        }
      }
      if (outcome.status === 'unknown') {
        result.stillPending++;
        deps.log.warn({ reference: row.reference }, 'pending charge still unresolved at the gateway');
        continue;
      }
      // The lifecycle takes the outcome at the later of now and the period it pays for: a sweep run
      // "as of" a future instant keeps its clock when its crash is reconciled.
      const at = row.periodStart && row.periodStart.getTime() > now.getTime() ? row.periodStart : now;
      settlements.push({
        transactionId: row.id,
        status: outcome.status,
        reason: outcome.status === 'failed' ? outcome.reason : null,
        gatewayRef: outcome.gatewayRef,
        at,
      });
    }
  };
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 8, rows.length)) }, worker),
  );

  const settled = await settleCharges(deps, settlements, { actor: 'system' });
  for (const { transaction, settledHere } of settled.values()) {
    if (!settledHere) continue;
    if (transaction.status === 'succeeded') result.succeeded++;
    else if (transaction.status === 'failed') result.failed++;
  }
  if (result.examined > 0) deps.log.info({ ...result }, 'pending charges reconciled');

  // Billing notices stored with their transition but never handed to `sms.send` (a crash between
  // the commit and the queueing): requeued, so no notice the law requires is lost; the keyword
  // channel's replies (`keyword.reply`, docs/keyword-channel.md) likewise. A duplicate job is
  // harmless: sending claims the row once.
  const orphans = await db
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.status, 'queued'),
        eq(smsMessages.attempts, 0),
        sql`(${smsMessages.purpose} like 'billing.%' or ${smsMessages.purpose} = 'keyword.reply')`,
        sql`${smsMessages.createdAt} < now() - ${ORPHAN_NOTICE_AFTER}`,
      ),
    )
    .limit(1000);
  result.requeuedNotices = orphans.length;
  await sendStoredNotices(
    deps,
    orphans.map((orphan) => orphan.id),
  );
  return result;
}

/**
 * A refund left pending (the gateway did not answer): sent again under its own reference, which
 * the gateway answers with its first outcome, and settled by it. A driver without a refund call
 * never leaves a refund pending; a retired number's refund is never sent (the line is someone
 * else's now) and stays for a person to settle.
 */
async function reconcileRefund(
  deps: BillingDeps,
  row: typeof transactions.$inferSelect,
  msisdn: string | null,
  result: ReconcileResult,
): Promise<void> {
  const [charge] = await deps.database.db
    .select({ reference: transactions.reference, gatewayRef: transactions.gatewayRef })
    .from(transactions)
    .where(eq(transactions.id, row.refundOfId!));
  const outcome =
    msisdn === null || !charge
      ? null
      : await refundAtGateway({ db: deps.database.db, charging: deps.charging, log: deps.log }, row, {
          msisdn,
          charge,
        });
  if (outcome === null || outcome.status === 'unknown') {
    result.stillPending++;
    deps.log.warn({ reference: row.reference }, 'pending refund still unresolved at the gateway');
  } else if (outcome.status === 'succeeded') result.succeeded++;
  else result.failed++;
}
