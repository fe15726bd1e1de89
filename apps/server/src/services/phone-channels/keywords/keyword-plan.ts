import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { plans } from '../../../db/schema/index';

export type KeywordPlan = typeof plans.$inferSelect;

/**
 * The plan a subscription by SMS takes (docs/keyword-channel.md#double-opt-in): the cheapest plan on
 * sale, ties in the editors' order. An SMS cannot show a list to choose from; the cheapest is the
 * one a subscriber can least regret, and the portal offers the others (and a change of plan).
 */
export async function keywordPlan(db: Db): Promise<KeywordPlan | null> {
  const [plan] = await db
    .select()
    .from(plans)
    .where(eq(plans.active, true))
    .orderBy(asc(plans.priceMinor), asc(plans.sortOrder), asc(plans.id))
    .limit(1);
  return plan ?? null;
}

/** A plan by id, on sale or not (a pending request names the plan it was made for). */
export async function planById(db: Db, planId: string): Promise<KeywordPlan | null> {
  const [plan] = await db.select().from(plans).where(eq(plans.id, planId));
  return plan ?? null;
}
