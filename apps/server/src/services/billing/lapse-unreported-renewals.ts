import { asc, inArray } from 'drizzle-orm';
import { subscribers, subscriptions } from '../../db/schema/index';
import { transition, type SubscriptionSnapshot } from '../../lib/subscription-machine';
import type { BillingDeps } from './billing-deps';
import { noticeFor, sendStoredNotices, storeNotices, type NoticeToStore } from './billing-notices';
import { isDueWithoutChargeInFlight } from './due-renewals';
import {
  loadPlansById,
  recordEvents,
  toSnapshot,
  toTerms,
  writeSnapshots,
  type SubscriptionEventToRecord,
} from './subscription-store';

export interface LapseCounts {
  /** Subscriptions found due. */
  due: number;
  /** Moved on by the state machine (a stage began, or the wait for the end of one was scheduled). */
  lapsed: number;
}

/**
 * The renewal sweep when the operator charges renewals (`BILLING_MODE=operator`,
 * docs/design.md#who-charges-renewals): nothing is charged and no gateway is called. A subscription
 * whose renewal (or the end of its grace or suspension) is due at `now` has had no report from the
 * operator that would have moved it on, so the state machine's `renewal_lapsed` takes it a stage
 * further: grace (content still open, no notice: the report may yet come), then suspended, then
 * cancelled, each with its notice as for unpaid renewals of ours. Batches are claimed with
 * `FOR UPDATE SKIP LOCKED` like the charging sweep, so any number of loops may run; every step
 * moves the subscription's next due time past `now`, so a loop ends and a repeat finds nothing.
 */
export async function lapseUnreportedRenewals(
  deps: BillingDeps,
  options: { now: Date; batchSize: number; operatorId?: string },
): Promise<LapseCounts> {
  const counts: LapseCounts = { due: 0, lapsed: 0 };
  for (;;) {
    const batch = await deps.database.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(subscriptions)
        .where(isDueWithoutChargeInFlight(tx, options.now, options.operatorId))
        .orderBy(asc(subscriptions.nextRenewalAt))
        .limit(options.batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return { due: 0, lapsed: 0, smsIds: [] };
      const planById = await loadPlansById(
        tx,
        due.map((row) => row.planId),
      );
      const subscriberById = new Map(
        (
          await tx
            .select()
            .from(subscribers)
            .where(inArray(subscribers.id, [...new Set(due.map((row) => row.subscriberId))]))
        ).map((row) => [row.id, row]),
      );

      const changed: { id: string; snapshot: SubscriptionSnapshot }[] = [];
      const events: SubscriptionEventToRecord[] = [];
      const notices: NoticeToStore[] = [];
      const refused: string[] = [];
      for (const subscription of due) {
        const plan = planById.get(subscription.planId)!;
        const result = transition(toSnapshot(subscription), toTerms(plan), {
          type: 'renewal_lapsed',
          at: options.now,
        });
        if (!result.ok) {
          refused.push(subscription.id);
          continue;
        }
        changed.push({ id: subscription.id, snapshot: result.next });
        events.push({
          subscriptionId: subscription.id,
          fromState: result.from,
          toState: result.to,
          reason: result.reason,
          actor: 'system',
        });
        const notice = noticeFor(result.from, result.to, result.reason);
        if (notice) {
          notices.push({
            notice,
            subscriber: subscriberById.get(subscription.subscriberId)!,
            plan,
            next: result.next,
            limitsPlan: plan,
          });
        }
      }
      if (refused.length > 0) {
        // The due query and the machine disagree: never loop on these rows, and say so.
        deps.log.error({ subscriptions: refused }, 'due subscriptions the state machine would not lapse');
        await tx.update(subscriptions).set({ nextRenewalAt: null }).where(inArray(subscriptions.id, refused));
      }
      await writeSnapshots(tx, changed);
      await recordEvents(tx, events);
      const smsIds = await storeNotices(tx, deps.config, notices);
      return { due: due.length, lapsed: changed.length, smsIds };
    });
    if (batch.due === 0) return counts;
    counts.due += batch.due;
    counts.lapsed += batch.lapsed;
    await sendStoredNotices(deps, batch.smsIds);
  }
}
