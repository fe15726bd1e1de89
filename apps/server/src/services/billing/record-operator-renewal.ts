import { eq } from 'drizzle-orm';
import { isChargeFailureReason } from '@sarraf/contracts/charge-reasons';
import { majorDecimalToMinor } from '@sarraf/contracts/money';
import { transactions } from '../../db/schema/index';
import { POLICY_EXCEPTION_REASONS } from '../../drivers/oneapi/policy-exceptions';
import type { ChargeCause } from '../../lib/charge-reference';
import { serviceUnavailable } from '../../lib/http-error';
import { maskMsisdn } from '../../lib/msisdn';
import { chargePeriod } from '../../lib/subscription-machine';
import type { BillingDeps } from './billing-deps';
import { sendStoredNotices } from './billing-notices';
import { chargeDescription } from './open-charges';
import { settleCharges } from './settle-charges';
import { findCurrentSubscription, toSnapshot } from './subscription-store';

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
}

/**
 * What the report did, as the operator event log keeps it: `renewed` / `renewal_failed` (a ledger
 * row written and the subscription moved on), `renewal_not_applied` (the row is written, since the
 * operator took or refused the money, but the subscription could not take it, e.g. cancelled
 * meanwhile: the back office sees why), `duplicate_reference` (nothing written), `no_subscription`.
 */
export type OperatorRenewalResult =
  'renewed' | 'renewal_failed' | 'renewal_not_applied' | 'duplicate_reference' | 'no_subscription';

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
    const period = chargePeriod(toSnapshot(subscription), cause, plan, now);
    const amountMinor = majorDecimalToMinor(renewal.amount, renewal.currency)!;
    if (amountMinor !== subscription.agreedPriceMinor || renewal.currency !== subscription.agreedCurrency) {
      // Recorded as charged (the ledger says what happened); the price check is a person's job.
      deps.log.warn(
        {
          reference: renewal.reference,
          charged: { amountMinor, currency: renewal.currency },
          agreed: { amountMinor: subscription.agreedPriceMinor, currency: subscription.agreedCurrency },
        },
        'operator charged another amount than the subscription agreed to',
      );
    }
    const [row] = await tx
      .insert(transactions)
      .values({
        subscriberId: subscription.subscriberId,
        subscriptionId: subscription.id,
        planId: subscription.planId,
        kind: 'charge',
        status: 'pending',
        amountMinor,
        currency: renewal.currency,
        reference: renewal.reference,
        ...period,
        description: chargeDescription(cause, plan.name),
      })
      // The reference reported meanwhile by a concurrent delivery, or a charge of ours in flight.
      .onConflictDoNothing()
      .returning({ id: transactions.id });
    if (!row) return { result: 'conflict' as const, smsIds: [] };

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
