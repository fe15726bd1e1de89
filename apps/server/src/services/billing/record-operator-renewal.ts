import { and, eq } from 'drizzle-orm';
import { isChargeFailureReason } from '@sarraf/contracts/charge-reasons';
import { majorDecimalToMinor } from '@sarraf/contracts/money';
import type { Tx } from '../../db/client';
import { operatorRenewalReports, transactions } from '../../db/schema/index';
import { POLICY_EXCEPTION_REASONS } from '../../drivers/oneapi/policy-exceptions';
import type { ChargeCause } from '../../lib/charge-reference';
import { serviceUnavailable } from '../../lib/http-error';
import { maskMsisdn } from '../../lib/msisdn';
import { priceToCharge, samePrice } from '../../lib/price-schedule';
import { chargePeriod } from '../../lib/subscription-machine';
import { agreedPriceOf, findScheduledPrices, planPriceOf } from './agreed-price';
import type { BillingDeps } from './billing-deps';
import { sendStoredNotices } from './billing-notices';
import { chargeDescription } from './open-charges';
import { settleCharges } from './settle-charges';
import { findCurrentSubscription, toSnapshot, type SubscriptionRow } from './subscription-store';

/** A renewal the operator charged itself and reported (docs/operator-integration.md#operator-managed-renewals). */
export interface OperatorRenewal {
  subscriberId: number;
  status: 'succeeded' | 'failed';
  /** Major units as a decimal string, as the operator sent it (checked by the contract). */
  amount: string;
  currency: string;
  /** The operator's own reference: the ledger row's, unique, so a second report of it is a repeat. */
  reference: string;
  reason: string | null;
  /** The operator's `event_id`, and the row that logged it (operator_webhook_events). */
  eventId: string;
  operatorEventId: number;
}

/**
 * What the report did, as the operator event log keeps it: `renewed` / `renewal_failed` (a ledger
 * row written and the subscription moved on), `renewal_not_applied` (the row is written, since the
 * operator took or refused the money, but the subscription could not take it, e.g. cancelled
 * meanwhile: the back office sees why), `held_amount_mismatch` (another amount or currency than
 * the subscription agreed to: kept for a person, nothing else written), `period_already_paid` (a
 * period the operator reported paid already: nothing written), `duplicate_reference` (nothing
 * written), `no_subscription`.
 */
export type OperatorRenewalResult =
  | 'renewed'
  | 'renewal_failed'
  | 'renewal_not_applied'
  | 'held_amount_mismatch'
  | 'period_already_paid'
  | 'duplicate_reference'
  | 'no_subscription';

/**
 * The operator's reason in the stable codes my bill explains (a OneAPI policy exception id is
 * mapped the way our own gateway calls map it); any other wording is kept as it came, which my
 * bill shows as a refusal without a named cause.
 */
export function failureReasonOf(reason: string | null): string {
  const text = reason?.trim();
  if (!text) return 'declined';
  const code = text.toLowerCase();
  if (isChargeFailureReason(code)) return code;
  return POLICY_EXCEPTION_REASONS[text.toUpperCase()] ?? text;
}

/**
 * Was the period a report would pay for paid by the operator already? True while the subscription
 * is active and the period it is paid until was paid by an earlier report of the operator's, and
 * that period is not yet half over: the operator's next renewal comes near its end, so a success
 * (or a failure) reported before its middle is about the period it paid, however many distinct
 * event ids and references it comes under (docs/operator-integration.md#operator-managed-renewals).
 * A period our own charge paid is not judged so: the operator takes over renewals from there.
 */
async function periodAlreadyPaid(tx: Tx, subscription: SubscriptionRow, now: Date): Promise<boolean> {
  if (subscription.state !== 'active' || !subscription.currentPeriodEnd) return false;
  const [paid] = await tx
    .select({ start: transactions.periodStart, end: transactions.periodEnd })
    .from(operatorRenewalReports)
    .innerJoin(transactions, eq(transactions.id, operatorRenewalReports.transactionId))
    .where(
      and(
        eq(operatorRenewalReports.subscriptionId, subscription.id),
        eq(operatorRenewalReports.outcome, 'applied'),
        eq(transactions.status, 'succeeded'),
        eq(transactions.periodEnd, subscription.currentPeriodEnd),
      ),
    )
    .limit(1);
  if (!paid?.start || !paid.end) return false;
  const middle = (paid.start.getTime() + paid.end.getTime()) / 2;
  return now.getTime() < middle;
}

/**
 * Records a renewal the operator reports (`BILLING_MODE=operator`) exactly as a charge of ours that
 * the gateway answered: one ledger row under the operator's reference for the period it pays (the
 * next one, or a fresh one after a lapse, as `chargePeriod` decides for any renewal), settled at
 * once through `settleCharges` in the same transaction, so the state machine, the my-bill entry,
 * the receipt or the notice, the agreed price and the revenue summaries all follow as for our own renewals.
 * A pending subscription (the operator takes the first payment too) is started by it.
 *
 * The row is written and settled in one transaction: it is never left `pending`, where the
 * reconcile job would take it for ours and ask our gateway about it. The report acts on receipt:
 * the period and the transitions are dated now, whatever time the operator wrote on it.
 *
 * Two reports change nothing (docs/security.md#operator-renewal-reports-cannot-reprice-or-repay):
 * one whose amount or currency is not the price our own renewal would charge (the agreed price, or
 * a scheduled one that applies) is held, stored for the back office and never written to the
 * ledger, so it can neither reprice the subscription nor pay a period; and one for a period the
 * operator reported paid already (`periodAlreadyPaid`). Reports are taken one at a time per
 * subscription (its row is locked), so a burst of them moves the period once.
 */
export async function recordOperatorRenewal(
  deps: BillingDeps,
  renewal: OperatorRenewal,
): Promise<OperatorRenewalResult> {
  const { db } = deps.database;
  const known = async () =>
    (
      await db
        .select({ status: transactions.status })
        .from(transactions)
        .where(eq(transactions.reference, renewal.reference))
    )[0] ??
    (
      await db
        .select({ status: operatorRenewalReports.status })
        .from(operatorRenewalReports)
        .where(eq(operatorRenewalReports.reference, renewal.reference))
    )[0];
  const reportedTwice = (recorded: string) => {
    if (recorded !== renewal.status) {
      // A settled row is never edited: the first report stands, and a person must look at this one.
      deps.log.error(
        { reference: renewal.reference, recorded, reported: renewal.status },
        'operator reports another outcome for a renewal it reported before',
      );
    }
    return 'duplicate_reference' as const;
  };
  const earlier = await known();
  if (earlier) return reportedTwice(earlier.status);

  const now = new Date();
  const outcome = await db.transaction(async (tx) => {
    const current = await findCurrentSubscription(tx, renewal.subscriberId, { lock: true });
    if (!current) return { result: 'no_subscription' as const, smsIds: [] };
    const { subscription, plan, subscriber } = current;
    // A subscription that never paid is started by the operator's first charge; any other is renewed.
    const cause: ChargeCause = subscription.state === 'pending_payment' ? 'first' : 'renewal';
    const period = chargePeriod(toSnapshot(subscription), cause, plan, now, deps.config.timeZone);
    const reported = {
      amountMinor: majorDecimalToMinor(renewal.amount, renewal.currency)!,
      currency: renewal.currency,
    };
    const expected = priceToCharge({
      cause,
      stateBefore: subscription.state,
      agreed: agreedPriceOf(subscription),
      plan: planPriceOf(plan),
      scheduled: (await findScheduledPrices(tx, [subscription.id])).get(subscription.id) ?? null,
      periodStart: period.periodStart,
    });
    const report = {
      operatorEventId: renewal.operatorEventId,
      eventId: renewal.eventId,
      subscriberId: subscription.subscriberId,
      subscriptionId: subscription.id,
      reference: renewal.reference,
      status: renewal.status,
      amountMinor: reported.amountMinor,
      currency: reported.currency,
      expectedAmountMinor: expected.amountMinor,
      expectedCurrency: expected.currency,
    };
    if (!samePrice(reported, expected)) {
      // Never the ledger: a row would reprice the subscription and pay a period at a price nobody
      // agreed to. A person takes it up with the operator (the back office lists it).
      const [held] = await tx
        .insert(operatorRenewalReports)
        .values({ ...report, outcome: 'held' })
        .onConflictDoNothing()
        .returning({ id: operatorRenewalReports.id });
      if (!held) return { result: 'duplicate_reference' as const, smsIds: [] };
      deps.log.warn(
        { reference: renewal.reference, reported, expected, status: renewal.status },
        'operator renewal report held: another amount than the subscription agreed to',
      );
      return { result: 'held_amount_mismatch' as const, smsIds: [] };
    }
    if (await periodAlreadyPaid(tx, subscription, now)) {
      deps.log.warn(
        { reference: renewal.reference, paidUntil: subscription.currentPeriodEnd, status: renewal.status },
        'operator renewal report for a period it reported paid already; nothing changed',
      );
      return { result: 'period_already_paid' as const, smsIds: [] };
    }
    const [row] = await tx
      .insert(transactions)
      .values({
        subscriberId: subscription.subscriberId,
        subscriptionId: subscription.id,
        planId: subscription.planId,
        kind: 'charge',
        status: 'pending',
        amountMinor: reported.amountMinor,
        currency: reported.currency,
        reference: renewal.reference,
        ...period,
        description: chargeDescription(cause, plan.name),
      })
      // The reference reported meanwhile by a concurrent delivery, or a charge of ours in flight.
      .onConflictDoNothing()
      .returning({ id: transactions.id });
    if (!row) return { result: 'conflict' as const, smsIds: [] };
    await tx.insert(operatorRenewalReports).values({ ...report, outcome: 'applied', transactionId: row.id });

    const smsIds: number[] = [];
    const results = await settleCharges(
      deps,
      [
        {
          transactionId: row.id,
          status: renewal.status,
          reason: renewal.status === 'failed' ? failureReasonOf(renewal.reason) : null,
          gatewayRef: null,
          at: now,
          cause,
        },
      ],
      { actor: 'operator', within: { tx, smsIds } },
    );
    const settled = results.get(row.id);
    deps.log.info(
      {
        reference: renewal.reference,
        to: subscriber.msisdn ? maskMsisdn(subscriber.msisdn) : 'retired',
        from: subscription.state,
        state: settled?.subscription.state,
      },
      'operator-charged renewal recorded',
    );
    return {
      result: !settled?.applied
        ? ('renewal_not_applied' as const)
        : renewal.status === 'succeeded'
          ? ('renewed' as const)
          : ('renewal_failed' as const),
      smsIds,
    };
  });
  await sendStoredNotices(deps, outcome.smsIds);
  if (outcome.result !== 'conflict') return outcome.result;

  const raced = await known();
  if (raced) return reportedTwice(raced.status);
  // One of our own charges (a subscriber's renew or reactivation) is still waiting for our gateway:
  // the database allows one charge in flight per subscription. The event stays unprocessed, so the
  // operator's retry of it is acted on once ours is settled.
  throw serviceUnavailable('service_unavailable', 30);
}
