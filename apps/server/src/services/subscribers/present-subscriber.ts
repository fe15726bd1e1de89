import type { TPlan, TSubscriber, TSubscription } from '@sarraf/contracts';
import type { plans, subscribers, subscriptions } from '../../db/schema/index';
import { textIn } from '../../lib/content-language';
import type { Lang } from '../../lib/messages';

type PlanRow = typeof plans.$inferSelect;
type SubscriberRow = typeof subscribers.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * A plan as the contracts show it (`ZPlan`): the row id is the public `uuid` of the API; in English
 * its English name and description where the editors wrote them (docs/product.md#languages).
 */
export function presentPlan(plan: PlanRow, lang: Lang = 'ar'): TPlan {
  return {
    uuid: plan.id,
    name: textIn(lang, plan.name, plan.nameEn),
    description: textIn(lang, plan.description, plan.descriptionEn),
    price_minor: plan.priceMinor,
    currency: plan.currency,
    period: plan.period,
    free_trial_days: plan.freeTrialDays,
  };
}

export function presentSubscription(
  subscription: SubscriptionRow,
  plan: PlanRow,
  lang: Lang = 'ar',
): TSubscription {
  return {
    uuid: subscription.id,
    state: subscription.state,
    plan: presentPlan(plan, lang),
    agreed_price: { amount_minor: subscription.agreedPriceMinor, currency: subscription.agreedCurrency },
    created_at: subscription.createdAt.toISOString(),
    current_period_start: iso(subscription.currentPeriodStart),
    current_period_end: iso(subscription.currentPeriodEnd),
    next_renewal_at: iso(subscription.nextRenewalAt),
    trial_ends_at: iso(subscription.trialEndsAt),
    grace_ends_at: iso(subscription.graceEndsAt),
    suspended_at: iso(subscription.suspendedAt),
    cancelled_at: iso(subscription.cancelledAt),
    access_until: iso(subscription.accessUntil),
    last_failure_reason: subscription.lastFailureReason,
  };
}

/**
 * The number a subscriber row shows: its own, or for a retired row (the number given to someone
 * else) the number it had. Only the back office ever sees a retired row; sessions end with it.
 */
export function shownMsisdn(subscriber: Pick<SubscriberRow, 'id' | 'msisdn' | 'retiredMsisdn'>): string {
  const msisdn = subscriber.msisdn ?? subscriber.retiredMsisdn;
  // The database's `subscribers_live_or_retired` check makes this unreachable.
  if (msisdn === null) throw new Error(`subscriber ${subscriber.id} has no number`);
  return msisdn;
}

export function presentSubscriber(subscriber: SubscriberRow): TSubscriber {
  return {
    msisdn: shownMsisdn(subscriber),
    name: subscriber.name,
    email: subscriber.email,
    level: subscriber.level,
    notifications_enabled: subscriber.notificationsEnabled,
    created_at: subscriber.createdAt.toISOString(),
  };
}
