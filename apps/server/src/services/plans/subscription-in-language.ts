import { eq } from 'drizzle-orm';
import type { TSubscription } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema/index';
import type { Lang } from '../../lib/messages';
import { presentPlan } from '../subscribers';

/**
 * A subscription as an answer shows it, its plan named in the language asked for
 * (docs/product.md#languages). The billing services present subscriptions in Arabic, as their SMS
 * speak it; an English answer reads the plan's English texts (one small read), an Arabic one is
 * returned as it is.
 */
export async function subscriptionInLanguage<T extends TSubscription | null>(
  db: Db,
  subscription: T,
  lang: Lang,
): Promise<T> {
  if (lang === 'ar' || subscription === null) return subscription;
  const [plan] = await db.select().from(plans).where(eq(plans.id, subscription.plan.uuid));
  if (!plan) return subscription;
  const { name, description } = presentPlan(plan, lang);
  return { ...subscription, plan: { ...subscription.plan, name, description } };
}
