import type { SmsPurpose } from '@sarraf/contracts/sms-purposes';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { smsMessages, subscribers, subscriptionPriceChanges, subscriptions } from '../../db/schema/index';
import type { Config } from '../../env';
import {
  planPriceEditOutcome,
  priceChangeEffectiveFrom,
  STOP_REMINDER_STATES,
} from '../../lib/price-schedule';
import { agreedPriceOf, planPriceOf } from './agreed-price';
import { priceChangeText } from './reminder-sms-text';
import type { PlanRow } from './subscription-store';

export interface PriceEditOutcome {
  /** Subscriptions given a new price change, each with its notice SMS. */
  notified: number;
  /** Pending changes withdrawn because the price went back to what those subscriptions agreed to. */
  withdrawn: number;
  /** The first day the new price may be charged to the notified subscriptions; null when none. */
  appliesFrom: Date | null;
  /** The notice SMS stored, to hand to `sms.send` once the edit has committed. */
  smsIds: number[];
}

const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK));
  return out;
}

/**
 * A plan's price was edited (docs/security.md#prices-and-consent). New subscriptions pay the new
 * price at once (the plan row says so); each live subscription on the plan keeps its agreed price,
 * and, when that differs from the new one, gets a change effective PRICE_NOTICE_DAYS after the
 * notice SMS stored here (rounded up to the next midnight in TIME_ZONE), replacing any pending change
 * with a fresh full notice period. A subscription whose agreed price is the new one has its
 * pending change withdrawn. Runs inside the edit's transaction: the notices exist exactly when the
 * edit committed. The subscriptions are locked in id order, as settlements lock them.
 */
export async function schedulePriceChanges(
  tx: Tx,
  config: Config,
  input: { plan: PlanRow; adminUserId: number | null; now: Date },
): Promise<PriceEditOutcome> {
  const { plan, now } = input;
  const newPrice = planPriceOf(plan);
  const rows = await tx
    .select({
      id: subscriptions.id,
      subscriberId: subscriptions.subscriberId,
      agreedPriceMinor: subscriptions.agreedPriceMinor,
      agreedCurrency: subscriptions.agreedCurrency,
      msisdn: subscribers.msisdn,
    })
    .from(subscriptions)
    .innerJoin(subscribers, eq(subscribers.id, subscriptions.subscriberId))
    .where(and(eq(subscriptions.planId, plan.id), inArray(subscriptions.state, [...STOP_REMINDER_STATES])))
    .orderBy(asc(subscriptions.id))
    .for('update', { of: subscriptions });
  // A retired subscriber's subscription was cancelled with it; should one be left open, its notice
  // would reach the number's new owner, so it gets none (nor a change it was never told of).
  const live = rows.flatMap(({ msisdn, ...row }) => (msisdn === null ? [] : [{ ...row, msisdn }]));

  const toSchedule = live.filter((row) => planPriceEditOutcome(agreedPriceOf(row), newPrice) === 'schedule');
  const toWithdraw = live.filter((row) => planPriceEditOutcome(agreedPriceOf(row), newPrice) === 'withdraw');

  let withdrawn = 0;
  for (const part of chunks(toWithdraw)) {
    const rows = await tx
      .update(subscriptionPriceChanges)
      .set({ status: 'withdrawn', settledAt: now })
      .where(
        and(
          inArray(
            subscriptionPriceChanges.subscriptionId,
            part.map((row) => row.id),
          ),
          eq(subscriptionPriceChanges.status, 'scheduled'),
        ),
      )
      .returning({ id: subscriptionPriceChanges.id });
    withdrawn += rows.length;
  }

  const effectiveFrom = priceChangeEffectiveFrom(now, config.billing.priceNoticeDays, config.timeZone);
  const smsIds: number[] = [];
  const context = {
    planName: plan.name,
    period: plan.period,
    shortCode: config.serviceShortCode,
    publicUrl: config.publicUrl,
    timeZone: config.timeZone,
  };
  for (const part of chunks(toSchedule)) {
    const ids = part.map((row) => row.id);
    await tx
      .update(subscriptionPriceChanges)
      .set({ status: 'replaced', settledAt: now })
      .where(
        and(
          inArray(subscriptionPriceChanges.subscriptionId, ids),
          eq(subscriptionPriceChanges.status, 'scheduled'),
        ),
      );
    const changes = await tx
      .insert(subscriptionPriceChanges)
      .values(
        part.map((row) => ({
          subscriptionId: row.id,
          planId: plan.id,
          fromPriceMinor: row.agreedPriceMinor,
          fromCurrency: row.agreedCurrency,
          toPriceMinor: newPrice.amountMinor,
          toCurrency: newPrice.currency,
          effectiveFrom,
          adminUserId: input.adminUserId,
          createdAt: now,
        })),
      )
      .returning({
        id: subscriptionPriceChanges.id,
        subscriptionId: subscriptionPriceChanges.subscriptionId,
      });
    const changeBySubscription = new Map(changes.map((change) => [change.subscriptionId, change.id]));
    const notices = await tx
      .insert(smsMessages)
      .values(
        part.map((row) => ({
          msisdn: row.msisdn,
          text: priceChangeText(context, {
            fromMinor: row.agreedPriceMinor,
            fromCurrency: row.agreedCurrency,
            toMinor: newPrice.amountMinor,
            toCurrency: newPrice.currency,
            effectiveFrom,
          }),
          sender: config.sms.sender,
          purpose: 'billing.price_change' satisfies SmsPurpose,
          subscriberId: row.subscriberId,
          driver: config.sms.driver,
          nextAttemptAt: now,
          dedupeKey: `billing.price_change:${changeBySubscription.get(row.id)!}`,
        })),
      )
      .returning({ id: smsMessages.id, dedupeKey: smsMessages.dedupeKey });
    await tx.execute(sql`
      update subscription_price_changes c set notice_sms_id = v.sms_id
      from jsonb_to_recordset(${JSON.stringify(
        notices.map((notice) => ({
          change_id: Number(notice.dedupeKey!.slice('billing.price_change:'.length)),
          sms_id: notice.id,
        })),
      )}::jsonb) as v(change_id bigint, sms_id bigint)
      where c.id = v.change_id
    `);
    smsIds.push(...notices.map((notice) => notice.id));
  }

  return {
    notified: toSchedule.length,
    withdrawn,
    appliesFrom: toSchedule.length > 0 ? effectiveFrom : null,
    smsIds,
  };
}
