import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema/index';
import { hasAccess, paidAccessUntil, type SubscriptionSnapshot } from '../../lib/subscription-machine';
import { PERIOD_WORDS } from '../../lib/period-words';
import { formatPrice } from '../billing';

/**
 * What the phone channels offer: the SMS keyword replies and the USSD menu read the plan they quote,
 * its price line and the access a subscription gives from here, so that both quote the same plan
 * to the same person.
 */
export type OfferedPlan = typeof plans.$inferSelect;

/**
 * The plan a subscription by SMS takes (docs/keyword-channel.md#double-opt-in): the cheapest plan on
 * sale, ties in the editors' order. An SMS cannot show a list to choose from; the cheapest is the
 * one a subscriber can least regret, and the portal offers the others (and a change of plan).
 */
export async function offeredPlan(db: Db): Promise<OfferedPlan | null> {
  const [plan] = await db
    .select()
    .from(plans)
    .where(eq(plans.active, true))
    .orderBy(asc(plans.priceMinor), asc(plans.sortOrder), asc(plans.id))
    .limit(1);
  return plan ?? null;
}

/** A plan by id, on sale or not (a pending request names the plan it was made for). */
export async function planById(db: Db, planId: string): Promise<OfferedPlan | null> {
  const [plan] = await db.select().from(plans).where(eq(plans.id, planId));
  return plan ?? null;
}

/** The plan quoted to a person: their own plan when they have one, else the one an SMS subscription takes. */
export async function quotedPlan(db: Db, own: OfferedPlan | null | undefined): Promise<OfferedPlan | null> {
  return own ?? (await offeredPlan(db));
}

/** A plan's price and period as a phone screen says it: `50 ريال شهرياً`. */
export const priceLineOf = (plan: Pick<OfferedPlan, 'priceMinor' | 'currency' | 'period'>) =>
  `${formatPrice(plan.priceMinor, plan.currency)} ${PERIOD_WORDS.ar[plan.period]}`;

/**
 * The access a subscription gives now (lib/subscription-machine): whether its content is open, and
 * until when the period already paid runs, which a cancellation keeps (cancelled: only while still
 * ahead).
 */
export function accessOf(
  snapshot: SubscriptionSnapshot,
  now: Date,
): { hasAccess: boolean; paidUntil: Date | null } {
  const open = hasAccess(snapshot, now);
  const paidUntil =
    snapshot.state === 'cancelled' ? (open ? snapshot.accessUntil : null) : paidAccessUntil(snapshot, now);
  return { hasAccess: open, paidUntil };
}
