import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { plans, subscribers, subscriptions } from '../../db/schema/index';

export interface NumberSubscription {
  subscriberId: number | null;
  /** The open (not cancelled) subscription, if any: at most one by the unique index. */
  open: { id: string; state: (typeof subscriptions.$inferSelect)['state']; planName: string } | null;
}

/** The live subscriber of a number and their open subscription. */
export async function numberSubscription(db: Db | Tx, msisdn: string): Promise<NumberSubscription> {
  const [row] = await db
    .select({
      subscriberId: subscribers.id,
      subscriptionId: subscriptions.id,
      state: subscriptions.state,
      planName: plans.name,
    })
    .from(subscribers)
    .leftJoin(
      subscriptions,
      and(eq(subscriptions.subscriberId, subscribers.id), ne(subscriptions.state, 'cancelled')),
    )
    .leftJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscribers.msisdn, msisdn))
    .limit(1);
  if (!row) return { subscriberId: null, open: null };
  return {
    subscriberId: row.subscriberId,
    open:
      row.subscriptionId && row.state
        ? { id: row.subscriptionId, state: row.state, planName: row.planName ?? '' }
        : null,
  };
}

/** Rates by SMS are a subscriber's service while it is paid for: `active`, or `grace` (access kept). */
export const hasRateAccess = (subscription: NumberSubscription) =>
  subscription.open?.state === 'active' || subscription.open?.state === 'grace';
