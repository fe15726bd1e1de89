import { asc, desc, eq, sql } from 'drizzle-orm';
import type { TSubscriberProfile } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { plans, subscribers, subscriptions } from '../../db/schema/index';
import { unauthorized } from '../../lib/http-error';
import type { Lang } from '../../lib/messages';
import { presentSubscriber, presentSubscription } from './present-subscriber';

/**
 * The subscriber with their current subscription: the open one (at most one, by the unique
 * index), else the latest cancelled one so the portal can offer to reactivate it
 * (docs/product.md#a-subscription-that-is-not-active).
 */
export async function getSubscriberProfile(
  db: Db,
  subscriberId: number,
  lang: Lang = 'ar',
): Promise<TSubscriberProfile> {
  const [subscriber] = await db.select().from(subscribers).where(eq(subscribers.id, subscriberId));
  // The token outlived its subscriber (deleted by an operator, or retired: its number went to
  // someone else): the session is over.
  if (!subscriber || subscriber.msisdn === null) throw unauthorized();
  const [current] = await db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.subscriberId, subscriberId))
    .orderBy(asc(sql`${subscriptions.state} = 'cancelled'`), desc(subscriptions.createdAt))
    .limit(1);
  return {
    ...presentSubscriber(subscriber),
    subscription: current ? presentSubscription(current.subscription, current.plan, lang) : null,
  };
}
