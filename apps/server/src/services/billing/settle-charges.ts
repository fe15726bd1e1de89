import { asc, eq, inArray, sql } from 'drizzle-orm';
import { subscribers, subscriptions, transactions } from '../../db/schema/index';
import type { Tx } from '../../db/client';
import { causeOfReference, type ChargeCause } from '../../lib/charge-reference';
import { chargesTotal, renewalsTotal } from '../../lib/operator-metrics';
import { rowsOf } from '../../lib/sql-rows';
import { maskMsisdn } from '../../lib/msisdn';
import { isFreshConsent, receiptDue } from '../../lib/price-schedule';
import {
  transition,
  type SubscriptionEvent,
  type SubscriptionSnapshot,
} from '../../lib/subscription-machine';
import { recordAgreedPrices, type AgreedCharge } from './agreed-price';
import type { BillingDeps } from './billing-deps';
import { noticeFor, sendStoredNotices, storeNotices, type NoticeToStore } from './billing-notices';
import type { TransactionRow } from './present-transaction';
import { receiptMessages, storeReminderSms, type ReceiptToStore } from './send-reminders';
import { readTopUpHours } from './learn-top-up-hours';
import {
  loadPlansById,
  recordEvents,
  toSnapshot,
  toTerms,
  writeSnapshots,
  type ActorType,
  type PlanRow,
  type SubscriptionEventToRecord,
  type SubscriptionRow,
} from './subscription-store';

/** The gateway's final word on one pending ledger row. */
export interface Settlement {
  transactionId: number;
  status: 'succeeded' | 'failed';
  /** The gateway's reason for a failure (e.g. `insufficient_balance`). */
  reason: string | null;
  gatewayRef: string | null;
  /**
   * The instant the lifecycle takes the outcome as happening (a sweep's `now`, so retries are
   * scheduled from the sweep's clock); default: the real time.
   */
  at?: Date;
  /**
   * What the charge was for, when its reference is not one we wrote (a renewal the operator
   * charged and reported under its own reference); else read from the reference.
   */
  cause?: ChargeCause;
}

export interface SettledCharge {
  /** The ledger row as it now stands. */
  transaction: TransactionRow;
  /** The subscription as it now stands, and its plan. */
  subscription: SubscriptionRow;
  plan: PlanRow;
  /** False when the row had been settled already (by a webhook, the reconcile job, a replay). */
  settledHere: boolean;
  /** Settled here and its subscription moved on by it (false: refused, e.g. cancelled meanwhile). */
  applied: boolean;
}

/**
 * Settling inside a transaction the caller holds (a renewal the operator reports is written and
 * settled in one, so no pending row of it is ever left for the reconcile job to ask our gateway
 * about). The stored notices' SMS ids are added to `smsIds`, for the caller to hand to
 * `sendStoredNotices` after its commit.
 */
export interface WithinTransaction {
  tx: Tx;
  smsIds: number[];
}

/**
 * Settles pending charges and moves their subscriptions on (docs/design.md#subscriptions-and-billing), many
 * at once, in one transaction: the ledger rows become `succeeded`/`failed` (only while still `pending`: a row
 * is settled once, and migration 0001 refuses any later edit), the state machine decides each
 * subscription's next state, the transitions are recorded with their cause, and the SMS notices are
 * stored. Subscriptions are locked in id order, so concurrent settlements never deadlock.
 *
 * Used by every path that learns an outcome: a lifecycle action, the renewal sweep, the reconcile
 * job and the operator's charge notifications. Whoever settles a row applies its transition; the
 * others find it settled and change nothing, so an outcome learnt twice counts once.
 */
export async function settleCharges(
  deps: BillingDeps,
  settlements: readonly Settlement[],
  options: { actor: ActorType; within?: WithinTransaction },
): Promise<Map<number, SettledCharge>> {
  const results = new Map<number, SettledCharge>();
  if (settlements.length === 0) return results;
  const now = new Date();
  const byId = new Map(settlements.map((settlement) => [settlement.transactionId, settlement]));

  const settle = async (tx: Tx) => {
    const rows = await tx
      .select()
      .from(transactions)
      .where(inArray(transactions.id, [...byId.keys()]));
    const subscriptionIds = [...new Set(rows.map((row) => row.subscriptionId))].sort();
    const locked = await tx
      .select({ subscription: subscriptions, subscriber: subscribers })
      .from(subscriptions)
      .innerJoin(subscribers, eq(subscribers.id, subscriptions.subscriberId))
      .where(inArray(subscriptions.id, subscriptionIds))
      .orderBy(asc(subscriptions.id))
      .for('update', { of: subscriptions });
    const planIds = [
      ...new Set([...rows.map((row) => row.planId), ...locked.map((entry) => entry.subscription.planId)]),
    ];
    const planById = await loadPlansById(tx, planIds);

    // A declined renewal is retried at the learned top-up hours (docs/design.md#retries-at-top-up-hours).
    const topUpHours = settlements.some((settlement) => settlement.status === 'failed')
      ? await readTopUpHours(tx)
      : null;

    const outcomes = rows
      .filter((row) => row.status === 'pending')
      .map((row) => {
        const settlement = byId.get(row.id)!;
        return {
          id: row.id,
          status: settlement.status,
          settled_at: now.toISOString(),
          gateway_ref: settlement.gatewayRef,
          reason: settlement.status === 'failed' ? (settlement.reason ?? 'declined') : null,
        };
      });
    const outcomeById = new Map(outcomes.map((outcome) => [outcome.id, outcome]));
    const settledIds = new Set<number>();
    if (outcomes.length > 0) {
      const updated = rowsOf<{ id: string }>(
        await tx.execute(sql`
        update transactions t set
          status = v.status, settled_at = v.settled_at, gateway_ref = v.gateway_ref, reason = v.reason
        from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb) as v(
          id bigint, status transaction_status, settled_at timestamptz, gateway_ref text, reason text)
        where t.id = v.id and t.status = 'pending'
        returning t.id::text as id
      `),
      );
      for (const row of updated) settledIds.add(Number(row.id));
    }

    const subscriptionState = new Map(
      locked.map((entry) => [entry.subscription.id, { ...entry, snapshot: toSnapshot(entry.subscription) }]),
    );
    const changed = new Map<string, SubscriptionSnapshot>();
    const events: SubscriptionEventToRecord[] = [];
    const notices: NoticeToStore[] = [];
    const agreed: AgreedCharge[] = [];
    const receipts: ReceiptToStore[] = [];
    const ledger: { transaction: TransactionRow; settledHere: boolean; applied: boolean }[] = [];

    for (const row of rows) {
      const settlement = byId.get(row.id)!;
      const outcome = outcomeById.get(row.id);
      const settledHere = settledIds.has(row.id);
      const finalRow: TransactionRow =
        settledHere && outcome
          ? {
              ...row,
              status: outcome.status,
              settledAt: now,
              gatewayRef: outcome.gateway_ref,
              reason: outcome.reason,
            }
          : row;
      const entry = subscriptionState.get(row.subscriptionId);
      const cause = settlement.cause ?? causeOfReference(row.reference);
      let applied = false;
      if (settledHere && entry && cause && row.kind === 'charge' && row.periodStart && row.periodEnd) {
        const at = settlement.at ?? now;
        const event: SubscriptionEvent =
          settlement.status === 'succeeded'
            ? {
                type: 'charge_succeeded',
                cause,
                at,
                periodStart: row.periodStart,
                periodEnd: row.periodEnd,
                planId: row.planId,
              }
            : { type: 'charge_failed', cause, at, reason: finalRow.reason ?? 'declined', topUpHours };
        const limitsPlan = planById.get(entry.snapshot.planId)!;
        const stateBefore = entry.snapshot.state;
        const result = transition(entry.snapshot, toTerms(limitsPlan), event);
        if (result.ok) {
          applied = true;
          entry.snapshot = result.next;
          const price = { amountMinor: row.amountMinor, currency: row.currency };
          const notice = noticeFor(result.from, result.to, result.reason);
          let receipt = false;
          if (settlement.status === 'succeeded') {
            // docs/security.md#prices-and-consent: what was paid is what this subscription agreed to.
            agreed.push({
              subscriptionId: row.subscriptionId,
              ...price,
              fresh: isFreshConsent(cause, stateBefore),
            });
            // A renewal's receipt; a reactivation's own notice already states the price paid.
            receipt =
              receiptDue(cause, entry.subscriber.notificationsEnabled) &&
              (notice === null || notice === 'renewal_recovered');
            if (receipt) {
              receipts.push({
                transactionId: row.id,
                subscriber: entry.subscriber,
                plan: planById.get(result.next.planId)!,
                ...price,
                nextRenewalAt: result.next.nextRenewalAt,
                recovered: result.from === 'suspended',
              });
            }
          }
          changed.set(row.subscriptionId, result.next);
          events.push({
            subscriptionId: row.subscriptionId,
            fromState: result.from,
            toState: result.to,
            reason: result.reason,
            actor: options.actor,
            transactionId: row.id,
          });
          // The receipt already says the service is back: one SMS, not two.
          if (notice && !(receipt && notice === 'renewal_recovered')) {
            notices.push({
              notice,
              subscriber: entry.subscriber,
              plan: planById.get(result.next.planId)!,
              next: result.next,
              limitsPlan: planById.get(result.next.planId)!,
              price,
            });
          }
        } else {
          // Money moved (or was refused) for a subscription that meanwhile changed, e.g. cancelled
          // while its renewal was in flight. The ledger row stands as the gateway said; the
          // subscription is left as the subscriber set it, and the back office sees why.
          deps.log.error(
            {
              reference: row.reference,
              state: entry.snapshot.state,
              refusal: result.refusal,
              // A retired subscriber's number now belongs to someone else: not theirs to log.
              to: entry.subscriber.msisdn === null ? 'retired' : maskMsisdn(entry.subscriber.msisdn),
            },
            'a settled charge could not be applied to its subscription',
          );
          events.push({
            subscriptionId: row.subscriptionId,
            fromState: entry.snapshot.state,
            toState: entry.snapshot.state,
            reason: 'charge_not_applied',
            actor: options.actor,
            transactionId: row.id,
            details: { refusal: result.refusal, status: settlement.status },
          });
        }
      } else if (!settledHere && outcome && row.status === 'pending') {
        // Raced: another path settled it between our read and our update.
        const [current] = await tx.select().from(transactions).where(eq(transactions.id, row.id));
        if (current) Object.assign(finalRow, current);
      }
      if (!settledHere && finalRow.status !== 'pending' && finalRow.status !== settlement.status) {
        // The gateway told two stories; the first one stands (settled rows are never edited).
        deps.log.error(
          { reference: row.reference, recorded: finalRow.status, reported: settlement.status },
          'conflicting charge outcome for a settled ledger row',
        );
      }
      ledger.push({ transaction: finalRow, settledHere, applied });
    }

    await writeSnapshots(
      tx,
      [...changed.entries()].map(([id, snapshot]) => ({ id, snapshot })),
    );
    await recordEvents(tx, events);
    await recordAgreedPrices(tx, agreed);
    // Each row with its subscription as it now stands (the ledger's foreign key keeps it there).
    for (const { transaction, settledHere, applied } of ledger) {
      const entry = subscriptionState.get(transaction.subscriptionId)!;
      results.set(transaction.id, {
        transaction,
        subscription: { ...entry.subscription, ...entry.snapshot, updatedAt: now },
        plan: planById.get(entry.snapshot.planId)!,
        settledHere,
        applied,
      });
    }
    const noticeIds = await storeNotices(tx, deps.config, notices);
    const receiptIds = await storeReminderSms(tx, deps.config, receiptMessages(deps.config, receipts));
    return { smsIds: [...noticeIds, ...receiptIds] };
  };

  if (options.within) {
    options.within.smsIds.push(...(await settle(options.within.tx)).smsIds);
    countSettled(results);
    return results;
  }
  const { smsIds } = await deps.database.db.transaction(settle);
  countSettled(results);
  await sendStoredNotices(deps, smsIds);
  return results;
}

/** The charges settled here, in the operators' metrics (lib/operator-metrics.ts). */
function countSettled(results: ReadonlyMap<number, SettledCharge>): void {
  for (const { transaction, settledHere } of results.values()) {
    if (!settledHere || transaction.kind !== 'charge') continue;
    const cause = causeOfReference(transaction.reference) ?? 'other';
    chargesTotal.labels(transaction.operatorId, cause, transaction.status).inc();
    if (cause === 'renewal') renewalsTotal.labels(transaction.operatorId, transaction.status).inc();
  }
}
