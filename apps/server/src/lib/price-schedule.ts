import { addPeriod, DAY_MS, type PlanPeriod } from './billing-period';
import type { ChargeCause } from './charge-reference';
import type { SubscriptionState } from './subscription-machine';
import { nextLocalMidnight, startOfLocalDay } from './local-time';

/**
 * The price rules of docs/security.md#prices-and-consent, pure so each one has a unit test:
 * which price a charge takes, when a scheduled price applies, and which reminder is due when.
 */

export interface Price {
  amountMinor: number;
  currency: string;
}

/** A new price scheduled for one subscription, announced by SMS. */
export interface ScheduledPrice extends Price {
  effectiveFrom: Date;
  /** The notice SMS was given up by the gateway: the subscriber was never told, so it never applies. */
  noticeFailed: boolean;
}

export const samePrice = (a: Price, b: Price): boolean =>
  a.amountMinor === b.amountMinor && a.currency === b.currency;

/**
 * The first instant a price announced at `noticeAt` may be charged: `noticeDays` later, rounded up
 * to the next midnight in `zone` (the service's TIME_ZONE), so the date the SMS names is the first
 * whole day of the new price (a renewal on that date pays it, one the day before does not) and the
 * notice is never shorter.
 */
export function priceChangeEffectiveFrom(noticeAt: Date, noticeDays: number, zone: string): Date {
  const earliest = new Date(noticeAt.getTime() + noticeDays * DAY_MS);
  const dayStart = startOfLocalDay(earliest, zone);
  return dayStart.getTime() === earliest.getTime() ? earliest : nextLocalMidnight(earliest, zone);
}

/**
 * Is this charge a fresh agreement to the plan's current price? A first charge and a plan change
 * are (the subscriber has just been shown the price and confirmed a code); so is coming back after
 * a cancellation, or paying a subscription that never started. A renewal, and a subscriber's own
 * renewal or reactivation of a subscription that is still open, continue the contract at its
 * agreed price.
 */
export function isFreshConsent(cause: ChargeCause, stateBefore: SubscriptionState): boolean {
  if (cause === 'first' || cause === 'change') return true;
  if (cause === 'renewal') return false;
  return stateBefore === 'cancelled' || stateBefore === 'pending_payment';
}

/** Does a scheduled price apply to a period starting at `periodStart`? */
export function scheduledPriceApplies(scheduled: ScheduledPrice | null, periodStart: Date): boolean {
  return Boolean(
    scheduled && !scheduled.noticeFailed && periodStart.getTime() >= scheduled.effectiveFrom.getTime(),
  );
}

/**
 * The price a charge takes: the plan's current price for a fresh agreement; otherwise the agreed
 * price, or the scheduled one once the period it pays for starts on or after its date.
 */
export function priceToCharge(input: {
  cause: ChargeCause;
  stateBefore: SubscriptionState;
  agreed: Price;
  plan: Price;
  scheduled: ScheduledPrice | null;
  periodStart: Date;
}): Price {
  if (isFreshConsent(input.cause, input.stateBefore)) return pick(input.plan);
  if (input.scheduled && scheduledPriceApplies(input.scheduled, input.periodStart)) {
    return pick(input.scheduled);
  }
  return pick(input.agreed);
}

const pick = (price: Price): Price => ({ amountMinor: price.amountMinor, currency: price.currency });

/**
 * What a plan's new price means for one live subscription: nothing when it already pays that price
 * (and a pending change, if any, is withdrawn: the editor went back to the agreed price); else a
 * change scheduled with a fresh notice, replacing any pending one.
 */
export function planPriceEditOutcome(agreed: Price, newPrice: Price): 'withdraw' | 'schedule' {
  return samePrice(agreed, newPrice) ? 'withdraw' : 'schedule';
}

// ---------------------------------------------------------------- reminders

/** The free trial's end is announced this long before it. */
export const TRIAL_REMINDER_DAYS = 1;

export interface RenewalReminderInput {
  state: SubscriptionState;
  period: PlanPeriod;
  nextRenewalAt: Date | null;
  trialEndsAt: Date | null;
  /** The renewal instant whose reminder was already handled. */
  remindedRenewalAt: Date | null;
}

/**
 * Which reminder the next renewal of a subscription calls for at `now`:
 * - `trial_end`: a free trial ends (its first charge) within TRIAL_REMINDER_DAYS;
 * - `renewal`: a weekly or monthly renewal comes within `renewalReminderDays`;
 * - `later`: one will be due, not yet;
 * - `none`: none for this renewal (a daily plan, not active, already reminded, or already due,
 *   since a reminder after the charge would be no reminder).
 */
export function renewalReminderDue(
  subscription: RenewalReminderInput,
  now: Date,
  renewalReminderDays: number,
): 'trial_end' | 'renewal' | 'later' | 'none' {
  const at = subscription.nextRenewalAt;
  if (subscription.state !== 'active' || !at) return 'none';
  if (subscription.remindedRenewalAt?.getTime() === at.getTime()) return 'none';
  if (now.getTime() >= at.getTime()) return 'none';
  const inTrial = subscription.trialEndsAt?.getTime() === at.getTime();
  if (!inTrial && subscription.period === 'daily') return 'none';
  const days = inTrial ? TRIAL_REMINDER_DAYS : renewalReminderDays;
  if (now.getTime() < at.getTime() - days * DAY_MS) return 'later';
  return inTrial ? 'trial_end' : 'renewal';
}

/** States whose subscriber can still be charged, and so gets the monthly "how to stop" reminder. */
export const STOP_REMINDER_STATES = ['active', 'grace', 'suspended'] as const;

/**
 * The next monthly "how to stop" reminder after one due at `due` was handled at `now`: the first
 * monthly anniversary after `now` (a sweep that ran late sends one reminder, not a backlog).
 */
export function nextStopReminderAt(due: Date, now: Date, zone: string): Date {
  let next = addPeriod(due, 'monthly', zone);
  while (next.getTime() <= now.getTime()) next = addPeriod(next, 'monthly', zone);
  return next;
}

/** A receipt follows each successful renewal (the sweep's or the subscriber's own) when notices are on. */
export function receiptDue(cause: ChargeCause, notificationsEnabled: boolean): boolean {
  return notificationsEnabled && (cause === 'renewal' || cause === 'renew');
}
