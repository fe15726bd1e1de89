import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { plans, subscribers, subscriptions } from '../../../db/schema/index';
import { hasAccess } from '../../../lib/subscription-machine';

export interface NumberSubscription {
  subscriberId: number | null;
  /** The open (not cancelled) subscription, if any: at most one by the unique index. */
  open: {
    id: string;
    state: (typeof subscriptions.$inferSelect)['state'];
    planName: string;
  } | null;
  /**
   * With no open subscription: until when a cancelled one keeps the content open (the end of the
   * period paid before the cancellation), when that is still ahead.
   */
  paidUntil: Date | null;
}

/** The live subscriber of a number, their open subscription, or the paid access a cancellation kept. */
export async function numberSubscription(db: Db | Tx, msisdn: string): Promise<NumberSubscription> {
  const [subscriber] = await db
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(eq(subscribers.msisdn, msisdn))
    .limit(1);
  if (!subscriber) return { subscriberId: null, open: null, paidUntil: null };
  const [latest] = await db
    .select({
      id: subscriptions.id,
      state: subscriptions.state,
      accessUntil: subscriptions.accessUntil,
      planName: plans.name,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.subscriberId, subscriber.id))
    // The open one first (there is at most one), else the latest cancelled one.
    .orderBy(asc(sql`${subscriptions.state} = 'cancelled'`), desc(subscriptions.createdAt))
    .limit(1);
  if (!latest) return { subscriberId: subscriber.id, open: null, paidUntil: null };
  if (latest.state !== 'cancelled') {
    return {
      subscriberId: subscriber.id,
      open: { id: latest.id, state: latest.state, planName: latest.planName },
      paidUntil: null,
    };
  }
  return {
    subscriberId: subscriber.id,
    open: null,
    paidUntil: hasAccess(latest, new Date()) ? latest.accessUntil : null,
  };
}

/**
 * Rates by SMS are a subscriber's service while they have access, by the one rule of
 * lib/subscription-machine.ts: `active`, `grace`, or cancelled with paid days left.
 */
export const hasRateAccess = (subscription: NumberSubscription) =>
  subscription.open
    ? hasAccess({ state: subscription.open.state, accessUntil: null }, new Date())
    : subscription.paidUntil !== null;
