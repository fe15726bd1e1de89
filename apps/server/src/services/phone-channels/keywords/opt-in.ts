import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { keywordOptIns, plans, subscribers, subscriptions } from '../../../db/schema/index';
import {
  applyLifecycleEventIn,
  findCurrentSubscription,
  renewalPriceOf,
  sendStoredNotices,
  type StartedSubscription,
  startSubscription,
  toSnapshot,
} from '../../billing';
import type { KeywordConsent } from '../../subscribers';
import { reactivatesWithoutCharge } from '../../../lib/subscription-machine';
import type { KeywordDeps } from './keyword-deps';
import type { OfferedPlan } from '../offer';

/** The double opt-in's window: a `نعم` later than this after `اشتراك` subscribes nobody. */
export const OPT_IN_WINDOW_MINUTES = 10;

export type OptInRow = typeof keywordOptIns.$inferSelect;

/** Marks a number's pending confirmations past their ten minutes expired; answers how many. */
async function expirePendingOptIns(
  db: KeywordDeps['database']['db'],
  msisdn: string,
  now: Date,
): Promise<number> {
  const expired = await db
    .update(keywordOptIns)
    .set({ status: 'expired' })
    .where(
      and(
        eq(keywordOptIns.msisdn, msisdn),
        eq(keywordOptIns.status, 'pending'),
        lte(keywordOptIns.expiresAt, now),
      ),
    )
    .returning({ id: keywordOptIns.id });
  return expired.length;
}

/**
 * `اشتراك`: the number's pending request, or a new one for `plan` when there is none (an expired
 * one is closed first). No subscription row is written: only the confirmation creates one. Two
 * requests at once meet the unique pending index; the loser reads the winner's row.
 */
export async function requestOptIn(
  deps: KeywordDeps,
  request: { msisdn: string; plan: OfferedPlan; messageId: string },
  now = new Date(),
): Promise<OptInRow> {
  const db = deps.database.db;
  await expirePendingOptIns(db, request.msisdn, now);
  const [created] = await db
    .insert(keywordOptIns)
    .values({
      msisdn: request.msisdn,
      planId: request.plan.id,
      priceMinor: request.plan.priceMinor,
      currency: request.plan.currency,
      requestMessageId: request.messageId,
      expiresAt: new Date(now.getTime() + OPT_IN_WINDOW_MINUTES * 60_000),
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [pending] = await db
    .select()
    .from(keywordOptIns)
    .where(and(eq(keywordOptIns.msisdn, request.msisdn), eq(keywordOptIns.status, 'pending')));
  // Only possible if the pending row was confirmed or expired in between: ask again.
  if (!pending) return requestOptIn(deps, request, now);
  return pending;
}

export type ConfirmOutcome =
  | { kind: 'started'; optIn: OptInRow; started: StartedSubscription; subscriberId: number }
  /** A request was pending but its window had passed. */
  | { kind: 'expired' }
  /** No request waits for this number. */
  | { kind: 'nothing_pending' }
  /** This same message confirmed already (handled twice after a crash): nothing more to do. */
  | { kind: 'already_confirmed' }
  /** Subscribed meanwhile by another way (the portal): the request is closed, nothing charged. */
  | { kind: 'subscribed_meanwhile'; planName: string }
  /** The plan left sale or changed price since the confirmation SMS named it. */
  | { kind: 'terms_changed' }
  /**
   * The number's cancelled subscription to this plan still had paid days: it is back, nothing
   * charged now, renewing when those days end (docs/design.md#cancelling-keeps-what-was-paid).
   */
  | { kind: 'resumed'; optIn: OptInRow; subscriberId: number };

const isUniqueViolation = (error: unknown): boolean => {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * `نعم`: claims the number's pending request in one atomic update (two `نعم` at once: one wins, the
 * other finds nothing pending), then, in one transaction, the subscriber (when the number is new)
 * and a `pending_payment` subscription at the price the confirmation SMS named, and then billing's
 * first charge exactly as the portal's `create/subscriber` does. The `نعم` message is the consent
 * kept on the subscription's `created` event (docs/keyword-channel.md#double-opt-in).
 */
export async function confirmOptIn(
  deps: KeywordDeps,
  request: { msisdn: string; messageId: string },
  now = new Date(),
): Promise<ConfirmOutcome> {
  const db = deps.database.db;
  const [claimed] = await db
    .update(keywordOptIns)
    .set({ status: 'confirmed', confirmedAt: now, confirmMessageId: request.messageId })
    .where(
      and(
        eq(keywordOptIns.msisdn, request.msisdn),
        eq(keywordOptIns.status, 'pending'),
        gt(keywordOptIns.expiresAt, now),
      ),
    )
    .returning();
  if (!claimed) {
    const [mine] = await db
      .select({ id: keywordOptIns.id })
      .from(keywordOptIns)
      .where(eq(keywordOptIns.confirmMessageId, request.messageId))
      .limit(1);
    if (mine) return { kind: 'already_confirmed' };
    const expired = await expirePendingOptIns(db, request.msisdn, now);
    return expired > 0 ? { kind: 'expired' } : { kind: 'nothing_pending' };
  }

  type Created = { subscriptionId: string; subscriberId: number; consent: KeywordConsent };
  let created: Created | ConfirmOutcome;
  let resumedSms: number[] = [];
  try {
    created = await db.transaction(async (tx): Promise<Created | ConfirmOutcome> => {
      const [plan] = await tx
        .select()
        .from(plans)
        .where(and(eq(plans.id, claimed.planId), eq(plans.active, true)));
      if (!plan || plan.priceMinor !== claimed.priceMinor || plan.currency !== claimed.currency) {
        return { kind: 'terms_changed' };
      }
      // A number new to us becomes a subscriber here, as create/subscriber does after a code.
      await tx
        .insert(subscribers)
        .values({ msisdn: request.msisdn, operatorId: plan.operatorId })
        .onConflictDoNothing();
      const [subscriber] = await tx
        .select({ id: subscribers.id })
        .from(subscribers)
        .where(eq(subscribers.msisdn, request.msisdn))
        .for('update');
      const [open] = await tx
        .select({ planName: plans.name })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .where(
          and(eq(subscriptions.subscriberId, subscriber!.id), sql`${subscriptions.state} <> 'cancelled'`),
        );
      if (open) return { kind: 'subscribed_meanwhile', planName: open.planName };
      const current = await findCurrentSubscription(tx, subscriber!.id, { lock: true });
      if (
        current?.subscription.planId === plan.id &&
        reactivatesWithoutCharge(toSnapshot(current.subscription), now)
      ) {
        const renewsAt = current.subscription.accessUntil ?? now;
        const resumed = await applyLifecycleEventIn(
          tx,
          deps,
          current,
          { type: 'reactivate_in_period', at: now },
          {
            actor: 'subscriber',
            details: { channel: 'sms_keyword', inbound_message_id: request.messageId, opt_in_id: claimed.id },
            price: await renewalPriceOf(tx, current, renewsAt),
          },
        );
        if (resumed.result.ok) {
          await tx
            .update(keywordOptIns)
            .set({ subscriptionId: current.subscription.id })
            .where(eq(keywordOptIns.id, claimed.id));
          resumedSms = resumed.smsIds;
          return { kind: 'resumed', optIn: claimed, subscriberId: subscriber!.id };
        }
      }
      const [subscription] = await tx
        .insert(subscriptions)
        .values({
          subscriberId: subscriber!.id,
          planId: plan.id,
          state: 'pending_payment',
          agreedPriceMinor: claimed.priceMinor,
          agreedCurrency: claimed.currency,
        })
        .returning({ id: subscriptions.id });
      await tx
        .update(keywordOptIns)
        .set({ subscriptionId: subscription!.id })
        .where(eq(keywordOptIns.id, claimed.id));
      return {
        subscriptionId: subscription!.id,
        subscriberId: subscriber!.id,
        consent: {
          channel: 'sms_keyword',
          inbound_message_id: request.messageId,
          request_message_id: claimed.requestMessageId,
          opt_in_id: claimed.id,
          plan_id: plan.id,
          plan_name: plan.name,
          price_minor: claimed.priceMinor,
          currency: claimed.currency,
          period: plan.period,
          free_trial_days: plan.freeTrialDays,
          consented_at: now.toISOString(),
        },
      };
    });
  } catch (error) {
    // Another subscription opened at the same instant (the unique open-subscription index).
    if (!isUniqueViolation(error)) throw error;
    created = { kind: 'subscribed_meanwhile', planName: '' };
  }
  await sendStoredNotices(deps, resumedSms);
  if ('kind' in created) return created;
  const started = await startSubscription(deps, created.subscriptionId, { consent: created.consent });
  return { kind: 'started', optIn: claimed, started, subscriberId: created.subscriberId };
}
