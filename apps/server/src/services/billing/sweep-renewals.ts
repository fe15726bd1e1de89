import { asc, inArray, sql } from 'drizzle-orm';
import type { TRunDevBillingSweepResponse } from '@sarraf/contracts';
import { subscribers, subscriptions } from '../../db/schema/index';
import { priceToCharge } from '../../lib/price-schedule';
import { chargePeriod } from '../../lib/subscription-machine';
import { isDueAt, isDueWithoutChargeInFlight } from './due-renewals';
import { lapseUnreportedRenewals } from './lapse-unreported-renewals';
import { agreedPriceOf, findScheduledPrices, planPriceOf } from './agreed-price';
import type { Operator } from '../../env';
import type { BillingDeps } from './billing-deps';
import { callGateway } from './call-gateway';
import { chargeDescription, openCharges, type ChargeToOpen } from './open-charges';
import { sendDueReminders } from './send-reminders';
import { settleCharges } from './settle-charges';
import { loadPlansById, toSnapshot } from './subscription-store';

export type SweepResult = TRunDevBillingSweepResponse['data'];

export interface SweepOptions {
  /** The instant to sweep as of (`billing:sweep --now`); every renewal due at it is attempted. */
  now: Date;
  /** Subscriptions claimed per transaction. */
  batchSize?: number;
  /** Claim loops run side by side in this process (each its own batches, SKIP LOCKED keeps them apart). */
  parallel?: number;
  /** Gateway calls in flight at once per loop (CHARGING_TPS still caps the rate). */
  concurrency?: number;
}

/**
 * One claim loop: lock a batch of due subscriptions (`FOR UPDATE SKIP LOCKED`, so any number of
 * loops, jobs and worker processes can sweep at once without waiting on, or charging, each
 * other's rows), write their `pending` ledger rows and commit; then charge them at the gateway and
 * settle them in bulk. Repeats until nothing is due.
 */
async function sweepLoop(
  deps: BillingDeps,
  options: Required<SweepOptions> & { operatorId: string | undefined },
  totals: SweepResult,
): Promise<void> {
  const { db } = deps.database;
  let emptyClaims = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      // The subscriptions alone, in the order of the due index and no further than the batch:
      // a join here would make every batch scan and sort everything that is due.
      const due = await tx
        .select()
        .from(subscriptions)
        // A subscription with a charge in flight is not charged again until that charge is settled.
        .where(isDueWithoutChargeInFlight(tx, options.now, options.operatorId))
        .orderBy(asc(subscriptions.nextRenewalAt))
        .limit(options.batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return { due: 0, opened: [] };
      const planById = await loadPlansById(
        tx,
        due.map((row) => row.planId),
      );
      const msisdnById = new Map(
        (
          await tx
            .select({ id: subscribers.id, msisdn: subscribers.msisdn })
            .from(subscribers)
            .where(inArray(subscribers.id, [...new Set(due.map((row) => row.subscriberId))]))
        ).map((row) => [row.id, row.msisdn]),
      );
      const scheduled = await findScheduledPrices(
        tx,
        due.map((row) => row.id),
      );
      // A retired subscriber (the number went to someone else) is never charged: retiring cancels
      // its subscription, so this finds one only if something left it open; it is taken off the
      // schedule rather than charged to the new owner's line.
      const retired = due.filter((subscription) => !msisdnById.get(subscription.subscriberId));
      if (retired.length > 0) {
        deps.log.error(
          { subscriptions: retired.map((subscription) => subscription.id) },
          'renewal due for a retired subscriber; not charged',
        );
        await tx
          .update(subscriptions)
          .set({ nextRenewalAt: null })
          .where(
            inArray(
              subscriptions.id,
              retired.map((subscription) => subscription.id),
            ),
          );
      }
      const charges: ChargeToOpen[] = due.flatMap((subscription) => {
        const msisdn = msisdnById.get(subscription.subscriberId);
        if (!msisdn) return [];
        const plan = planById.get(subscription.planId)!;
        const period = chargePeriod(
          toSnapshot(subscription),
          'renewal',
          plan,
          options.now,
          deps.config.timeZone,
        );
        // The agreed price, never the plan's current one, until a notified change reaches this period.
        const price = priceToCharge({
          cause: 'renewal',
          stateBefore: subscription.state,
          agreed: agreedPriceOf(subscription),
          plan: planPriceOf(plan),
          scheduled: scheduled.get(subscription.id) ?? null,
          periodStart: period.periodStart,
        });
        return {
          cause: 'renewal',
          subscriptionId: subscription.id,
          subscriberId: subscription.subscriberId,
          planId: plan.id,
          msisdn,
          amountMinor: price.amountMinor,
          currency: price.currency,
          ...period,
          description: chargeDescription('renewal', plan.name),
        };
      });
      const opened = await openCharges(tx, charges);
      // Claimed: no longer due until the charge is settled (the settlement schedules the next
      // attempt). Another sweep whose snapshot predates this commit re-reads the row when it locks
      // it, finds it not due and passes over it, instead of claiming it only to be refused.
      if (opened.length > 0) {
        await tx
          .update(subscriptions)
          .set({ nextRenewalAt: null })
          .where(
            inArray(
              subscriptions.id,
              opened.map((charge) => charge.row.subscriptionId),
            ),
          );
      }
      return { due: due.length, opened };
    });
    if (claimed.due === 0) return;
    totals.due += claimed.due;
    totals.skipped += claimed.due - claimed.opened.length;
    if (claimed.opened.length === 0) {
      // All refused by the ledger (another sweep had them in flight, or their period's reference
      // exists): a new statement sees why. Look again, but never spin.
      if (++emptyClaims >= 3) return;
      continue;
    }
    emptyClaims = 0;

    const pass = await callGateway(deps, claimed.opened, {
      concurrency: options.concurrency,
      at: options.now,
    });
    totals.pending += pass.unknown.length;
    const settled = await settleCharges(deps, pass.settlements, { actor: 'system' });
    for (const { transaction } of settled.values()) {
      if (transaction.status === 'succeeded') totals.succeeded++;
      else if (transaction.status === 'failed') totals.failed++;
      else totals.pending++;
    }
  }
}

/**
 * The renewal sweep (docs/design.md#renewals-reconciliation-and-the-charging-rate): charges every
 * subscription whose renewal or retry is due at `now`, once. Idempotent: a claimed subscription is not due
 * while its charge is in flight, a renewal that succeeded or failed has moved its next attempt past `now`,
 * the database allows one charge in flight per subscription, and each period's reference is unique in the
 * ledger; so running it again for the same instant, concurrently or after a crash, charges nothing twice. The
 * renewal job, `npm run billing:sweep -- --now ISO` and `POST /api/dev/billing/sweep {now}` all run this
 * function. When the operator charges renewals (`BILLING_MODE=operator`) it charges nothing and only
 * moves unreported renewals on by time (docs/design.md#who-charges-renewals).
 */
export async function sweepRenewals(deps: BillingDeps, options: SweepOptions): Promise<SweepResult> {
  const totals: SweepResult = {
    now: options.now.toISOString(),
    due: 0,
    succeeded: 0,
    failed: 0,
    pending: 0,
    skipped: 0,
    lapsed: 0,
  };
  const { operators } = deps.config;
  // Each operator's renewals in loops of their own, side by side: a slow or capped operator's
  // gateway never holds up another's (docs/operators.md#routing).
  // The one operator of a deployment owns every row: its claim query needs no operator filter.
  const filtered = operators.length > 1;
  await Promise.all(
    operators.map((operator) =>
      sweepOperatorRenewals(deps, operator, filtered ? operator.id : undefined, options, totals),
    ),
  );
  return totals;
}

/** One operator's renewals; `operatorId` filters the claims to its subscriptions, when there are others. */
async function sweepOperatorRenewals(
  deps: BillingDeps,
  operator: Operator,
  operatorId: string | undefined,
  options: SweepOptions,
  totals: SweepResult,
): Promise<void> {
  const limited = deps.charging.of(operator.id)?.limiter;
  const settings = {
    now: options.now,
    // Under a rate limit, smaller batches: settling one is a stretch of work on this thread during
    // which no slot can be used, and a slot missed by more than a few milliseconds is lost.
    batchSize:
      options.batchSize ??
      (limited ? Math.max(20, Math.min(500, Math.floor(operator.charging.tps / 5))) : 500),
    parallel: options.parallel ?? 1,
    concurrency: options.concurrency ?? (operator.charging.driver === 'simulated' ? 1 : 16),
    operatorId,
  };
  if (operator.billing.mode === 'operator') {
    // The operator charges renewals and reports them: nothing is charged here, no gateway is
    // called; what time alone decides (the end of a period, of grace, of a suspension) still moves.
    const lapses = await Promise.all(
      Array.from({ length: Math.max(1, settings.parallel) }, () =>
        lapseUnreportedRenewals(deps, { now: options.now, batchSize: settings.batchSize, operatorId }),
      ),
    );
    for (const lapse of lapses) {
      totals.due += lapse.due;
      totals.lapsed += lapse.lapsed;
    }
    return;
  }
  await Promise.all(
    Array.from({ length: Math.max(1, settings.parallel) }, () => sweepLoop(deps, settings, totals)),
  );
}

/** How many subscriptions are due at `now` (the scheduled job sizes its fan-out with it). */
export async function countDueRenewals(deps: BillingDeps, now: Date): Promise<number> {
  const [row] = await deps.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(isDueAt(now));
  return Number(row?.count ?? 0);
}

/**
 * Everything time moves in billing, as of `now`: the renewals due (at the agreed price, or a
 * notified change once its date has come), then the free reminders due. What
 * `npm run billing:sweep -- --now ISO` and `POST /api/dev/billing/sweep {now}` run, so tests can
 * move time; the worker runs the two as separate jobs.
 */
export async function runBillingSweep(deps: BillingDeps, options: SweepOptions): Promise<SweepResult> {
  const result = await sweepRenewals(deps, options);
  return { ...result, reminders: await sendDueReminders(deps, options.now) };
}
