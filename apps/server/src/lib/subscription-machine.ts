import { ACCESS_STATES, hasAccess as hasAccessAt } from '@sarraf/contracts/subscription-access';
import { addDays, addPeriod, retryDelayMs, SUSPENDED_RETRY_MS, type PlanPeriod } from './billing-period';
import type { ChargeCause } from './charge-reference';
import { learnedRetryAt, retryWindow, type TopUpHours } from './top-up-hours';

/**
 * The subscription lifecycle of docs/design.md#states as one pure state machine:
 *
 *   pending_payment ──charge ok──▶ active ◀──retry ok── grace ──grace over──▶ suspended ──limit──▶ cancelled
 *                                  active ──renewal fails──▶ grace
 *   cancelled / suspended / pending_payment ──reactivate (charge ok)──▶ active
 *   grace / suspended ──renew (charge ok)──▶ active
 *   any open state ──cancel──▶ cancelled (at once; content open until `accessUntil`)
 *   cancelled, paid period still running ──reactivate (no charge)──▶ active, renewing at its end
 *
 * When the operator charges renewals (`BILLING_MODE=operator`) its reports arrive as the same
 * `charge_succeeded` / `charge_failed` events, and the sweep, which then charges nothing, sends
 * `renewal_lapsed` when a renewal's time came with no word: active ──▶ grace ──▶ suspended ──▶
 * cancelled on the plan's grace and suspension days, as for renewals of ours that stay unpaid.
 *
 * Every service that changes a subscription asks this module first and writes what it answers;
 * nothing else decides a state. It knows no database, clock or gateway: the instant is always an
 * argument, so the sweep can run "as of" any time (`billing:sweep --now`) and every rule has a
 * unit test.
 */

export const SUBSCRIPTION_STATES = ['pending_payment', 'active', 'grace', 'suspended', 'cancelled'] as const;
export { ACCESS_STATES };
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** The columns of a subscription the lifecycle owns. */
export interface SubscriptionSnapshot {
  state: SubscriptionState;
  planId: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  trialEndsAt: Date | null;
  /** When the sweep must next try to charge; null when nothing is due. */
  nextRenewalAt: Date | null;
  /** Failed automatic attempts since the last success: drives the backoff. */
  retryCount: number;
  lastChargeAttemptAt: Date | null;
  lastFailureReason: string | null;
  graceEndsAt: Date | null;
  suspendedAt: Date | null;
  cancelledAt: Date | null;
  /**
   * While `cancelled`: the content stays open until then, the end of the period paid before the
   * cancellation (docs/design.md#cancelling-keeps-what-was-paid); null when nothing paid is left.
   */
  accessUntil: Date | null;
}

/** The plan's terms that drive the lifecycle (edited in the back office). */
export interface PlanTerms {
  id: string;
  period: PlanPeriod;
  freeTrialDays: number;
  /** Days of `grace` (access kept, retries with backoff) after a failed renewal. */
  graceDays: number;
  /** Days of `suspended` (premium locked, daily retries) before the subscription is cancelled. */
  suspensionDays: number;
}

export type SubscriptionEvent =
  /** A plan with a free trial starts without a charge. */
  | { type: 'start_trial'; at: Date }
  | {
      type: 'charge_succeeded';
      cause: ChargeCause;
      at: Date;
      /** The service period the charge paid for, as written on its ledger row. */
      periodStart: Date;
      periodEnd: Date;
      /** The plan charged (a change moves the subscription to it). */
      planId: string;
    }
  | {
      type: 'charge_failed';
      cause: ChargeCause;
      at: Date;
      reason: string;
      /**
       * When this operator's subscribers top up, learned from the ledger; a renewal declined for
       * insufficient balance is retried at the best of those hours. Null or absent: fixed backoff.
       */
      topUpHours?: TopUpHours | null;
    }
  /**
   * Renewals stop at once. The content stays open to the end of the period already paid, unless
   * `endAccess` (the operator's cancellation, a number given to someone else): then it closes now,
   * also on a subscription cancelled before whose paid period still runs.
   */
  | { type: 'cancel'; at: Date; endAccess?: boolean }
  /** The subscriber comes back while the paid period still runs: no charge, renewals resume at its end. */
  | { type: 'reactivate_in_period'; at: Date }
  /** The operator barred the line (status notification). */
  | { type: 'operator_suspend'; at: Date }
  /** The operator lifted its bar. */
  | { type: 'operator_resume'; at: Date }
  /**
   * Operator-charged renewals: the renewal or the end of grace or suspension was due at `at` and
   * the operator has reported nothing (docs/design.md#who-charges-renewals).
   */
  | { type: 'renewal_lapsed'; at: Date };

/** Why the machine refused an event; services turn these into Arabic 422s. */
export type Refusal =
  | 'not_pending'
  | 'not_renewable'
  | 'not_due'
  | 'already_active'
  /** Renewing what is active and paid: the renewal comes by itself at the end of the period. */
  | 'paid_up'
  | 'already_cancelled'
  | 'no_trial'
  | 'not_active'
  | 'nothing_to_resume'
  /** A reactivation without a charge, asked after the paid period ended. */
  | 'period_over';

/** Machine-readable cause of a transition, written to `subscription_events.reason`. */
export type TransitionReason =
  | 'trial_started'
  | 'subscribed'
  | 'renewed'
  | 'renewal_recovered'
  | 'renewed_by_subscriber'
  | 'reactivated'
  /** Back within the period paid before the cancellation: nothing charged. */
  | 'reactivated_in_period'
  | 'plan_changed'
  | 'first_charge_failed'
  | 'charge_declined'
  | 'renewal_failed'
  | 'grace_retry_failed'
  | 'suspended'
  | 'suspended_retry_failed'
  | 'cancelled_unpaid'
  | 'cancelled'
  /** A cancelled subscription's remaining access closed by the operator's cancellation. */
  | 'access_ended'
  | 'operator_suspended'
  | 'operator_resumed'
  /** Operator-charged: the period ended without a report, so grace began (no charge was refused). */
  | 'renewal_unreported'
  /** Operator-charged: nothing is ours to retry, so the next step waits for the end of the stage. */
  | 'awaiting_operator';

export type Transition =
  | {
      ok: true;
      from: SubscriptionState;
      to: SubscriptionState;
      next: SubscriptionSnapshot;
      reason: TransitionReason;
    }
  | { ok: false; refusal: Refusal };

const OPEN_STATES: readonly SubscriptionState[] = ['pending_payment', 'active', 'grace', 'suspended'];

/**
 * docs/product.md#a-subscription-that-is-not-active: content is open in `active` and `grace`, and in
 * `cancelled` until `accessUntil`; the others see the renew or reactivate call to action. The rule
 * itself lives in `@sarraf/contracts/subscription-access`, so the portal's gate is the same one.
 */
export function hasAccess(
  subscription: Pick<SubscriptionSnapshot, 'state' | 'accessUntil'>,
  now: Date,
): boolean {
  return hasAccessAt(subscription.state, subscription.accessUntil, now);
}

/** A reactivation at `now` would charge nothing: a cancelled subscription whose paid period still runs. */
export function reactivatesWithoutCharge(
  subscription: Pick<SubscriptionSnapshot, 'state' | 'accessUntil'>,
  now: Date,
): boolean {
  return subscription.state === 'cancelled' && hasAccess(subscription, now);
}

/**
 * Until when a cancellation at `at` keeps the content open: the end of the period already paid, when
 * the subscription had access, is not in a free trial (a trial ends at once: nothing was paid) and
 * that period still runs. Null otherwise.
 */
export function paidAccessUntil(subscription: SubscriptionSnapshot, at: Date): Date | null {
  if (subscription.state !== 'active' && subscription.state !== 'grace') return null;
  const end = subscription.currentPeriodEnd;
  if (!end || end.getTime() <= at.getTime()) return null;
  const inTrial = subscription.trialEndsAt !== null && at.getTime() < subscription.trialEndsAt.getTime();
  return inTrial ? null : end;
}

/** Due for the renewal sweep at `now`: an automatic attempt is scheduled and its time has come. */
export function isDue(
  subscription: Pick<SubscriptionSnapshot, 'state' | 'nextRenewalAt'>,
  now: Date,
): boolean {
  return (
    (subscription.state === 'active' ||
      subscription.state === 'grace' ||
      subscription.state === 'suspended') &&
    subscription.nextRenewalAt !== null &&
    subscription.nextRenewalAt.getTime() <= now.getTime()
  );
}

/** The states from which a successful charge of each cause may make the subscription active. */
const CHARGEABLE_FROM: Record<ChargeCause, readonly SubscriptionState[]> = {
  first: ['pending_payment'],
  renewal: ['active', 'grace', 'suspended'],
  // Renewing is for a renewal that failed; an active subscription renews by itself.
  renew: ['grace', 'suspended'],
  reactivation: ['pending_payment', 'suspended', 'cancelled'],
  change: ['pending_payment', 'active', 'grace', 'suspended', 'cancelled'],
};

function refusalFor(cause: ChargeCause, state: SubscriptionState): Refusal {
  if (cause === 'first') return 'not_pending';
  if (cause === 'renewal') return 'not_renewable';
  if (cause === 'renew') {
    if (state === 'active') return 'paid_up';
    return state === 'cancelled' ? 'already_cancelled' : 'not_renewable';
  }
  if (state === 'cancelled') return 'already_cancelled';
  return 'already_active';
}

/**
 * May a charge of `cause` be started now? Checked before the ledger row is written, so a refused
 * action never reaches the gateway. Renewing is offered only in `grace` or `suspended`: an active
 * subscription is paid up and renews by itself, so "renew" there would buy a period nobody needs.
 * Reactivating a cancellation whose paid period still runs is no charge at all
 * (`reactivate_in_period`).
 */
export function canStartCharge(
  subscription: SubscriptionSnapshot,
  cause: ChargeCause,
  _plan: PlanTerms,
  now: Date,
): Refusal | null {
  if (!CHARGEABLE_FROM[cause].includes(subscription.state)) return refusalFor(cause, subscription.state);
  if (cause === 'renewal' && !isDue(subscription, now)) return 'not_due';
  if (cause === 'reactivation' && reactivatesWithoutCharge(subscription, now)) return 'paid_up';
  return null;
}

/**
 * The service period a charge of `cause` started at `now` pays for, on `plan` (the new plan for a
 * change). A renewal of an active subscription continues its period without a gap or an overlap.
 * A charge after a lapse (grace, suspension, cancellation, a first charge) starts a fresh period
 * now: days without a successful charge are never billed afterwards, and a sweep that runs late
 * never charges several periods at once.
 */
export function chargePeriod(
  subscription: SubscriptionSnapshot,
  cause: ChargeCause,
  plan: Pick<PlanTerms, 'period'>,
  now: Date,
  /** The service's zone (TIME_ZONE), whose calendar counts months. */
  zone: string,
): { periodStart: Date; periodEnd: Date } {
  const end = subscription.currentPeriodEnd;
  let periodStart = now;
  if (subscription.state === 'active' && end && cause === 'renewal') {
    // A renewal more than a whole period late starts afresh rather than billing the past.
    if (addPeriod(end, plan.period, zone).getTime() > now.getTime()) periodStart = end;
  }
  return { periodStart, periodEnd: addPeriod(periodStart, plan.period, zone) };
}

const minDate = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

/**
 * A renewal the operator charges, due at `at` with no report from it: the same stages as unpaid
 * renewals of ours, on the plan's grace and suspension days, but with nothing to retry each stage
 * simply lasts until its end. The first stage sends no "renewal failed" notice: nothing failed as
 * far as we know, the report may still come, and grace keeps the content open meanwhile.
 */
function lapse(subscription: SubscriptionSnapshot, plan: PlanTerms, at: Date): Transition {
  const stageEnds = (next: SubscriptionSnapshot, end: Date, reason: TransitionReason) =>
    ok(subscription, { ...next, nextRenewalAt: end }, reason);
  const suspendAt = (from: SubscriptionSnapshot) => {
    const next = suspended(from, plan, at);
    return next.state === 'cancelled'
      ? ok(subscription, next, 'cancelled_unpaid')
      : stageEnds(next, addDays(at, plan.suspensionDays), 'suspended');
  };
  switch (subscription.state) {
    case 'active':
      if (plan.graceDays <= 0) return suspendAt(subscription);
      return stageEnds(
        { ...subscription, state: 'grace', graceEndsAt: addDays(at, plan.graceDays) },
        addDays(at, plan.graceDays),
        'renewal_unreported',
      );
    case 'grace': {
      const graceEndsAt = subscription.graceEndsAt ?? at;
      if (at.getTime() >= graceEndsAt.getTime()) return suspendAt(subscription);
      return stageEnds(subscription, graceEndsAt, 'awaiting_operator');
    }
    default: {
      const suspensionEndsAt = addDays(subscription.suspendedAt ?? at, plan.suspensionDays);
      if (at.getTime() >= suspensionEndsAt.getTime()) {
        return ok(subscription, cancelled(subscription, at), 'cancelled_unpaid');
      }
      return stageEnds(subscription, suspensionEndsAt, 'awaiting_operator');
    }
  }
}

function ok(
  from: SubscriptionSnapshot,
  next: SubscriptionSnapshot,
  reason: TransitionReason,
): Extract<Transition, { ok: true }> {
  return { ok: true, from: from.state, to: next.state, next, reason };
}

/** Cancelled for good: renewals stop, and the content closes at once unless `accessUntil` keeps it. */
function cancelled(
  subscription: SubscriptionSnapshot,
  at: Date,
  accessUntil: Date | null = null,
): SubscriptionSnapshot {
  return {
    ...subscription,
    state: 'cancelled',
    cancelledAt: at,
    nextRenewalAt: null,
    graceEndsAt: null,
    suspendedAt: null,
    retryCount: 0,
    accessUntil,
  };
}

/** Suspension (premium locked, daily retries) until the plan's suspension days run out. */
function suspended(subscription: SubscriptionSnapshot, plan: PlanTerms, at: Date): SubscriptionSnapshot {
  if (plan.suspensionDays <= 0) return cancelled(subscription, at);
  return {
    ...subscription,
    state: 'suspended',
    suspendedAt: at,
    graceEndsAt: null,
    nextRenewalAt: minDate(new Date(at.getTime() + SUSPENDED_RETRY_MS), addDays(at, plan.suspensionDays)),
  };
}

/**
 * When a failed renewal is tried again: after the fixed backoff (`fixedDelayMs`), or, for a decline
 * for insufficient balance once top-up hours are learned, at the best of them near that time
 * (docs/design.md#retries-at-top-up-hours). Never past `limit`, the end of grace or suspension,
 * where the last attempt is made.
 */
function retryAt(
  period: PlanTerms['period'],
  at: Date,
  fixedDelayMs: number,
  failure: RenewalFailure,
  limit: Date,
): Date {
  const learned =
    failure.reason === 'insufficient_balance'
      ? learnedRetryAt(failure.topUpHours ?? null, retryWindow(period, at, fixedDelayMs), at)
      : null;
  return minDate(learned ?? new Date(at.getTime() + fixedDelayMs), limit);
}

type RenewalFailure = { reason: string; topUpHours?: TopUpHours | null };

/** A failed automatic renewal escalates active → grace → suspended → cancelled. */
function escalate(
  subscription: SubscriptionSnapshot,
  plan: PlanTerms,
  at: Date,
  failure: RenewalFailure,
): Extract<Transition, { ok: true }> {
  const failed: SubscriptionSnapshot = {
    ...subscription,
    retryCount: subscription.retryCount + 1,
    lastFailureReason: failure.reason,
    lastChargeAttemptAt: at,
  };
  switch (subscription.state) {
    case 'active': {
      if (plan.graceDays <= 0) {
        const next = suspended(failed, plan, at);
        return ok(subscription, next, next.state === 'cancelled' ? 'cancelled_unpaid' : 'suspended');
      }
      const graceEndsAt = addDays(at, plan.graceDays);
      return ok(
        subscription,
        {
          ...failed,
          state: 'grace',
          graceEndsAt,
          nextRenewalAt: retryAt(
            plan.period,
            at,
            retryDelayMs(plan.period, failed.retryCount),
            failure,
            graceEndsAt,
          ),
        },
        'renewal_failed',
      );
    }
    case 'grace': {
      const graceEndsAt = subscription.graceEndsAt ?? at;
      if (at.getTime() >= graceEndsAt.getTime()) {
        const next = suspended(failed, plan, at);
        return ok(subscription, next, next.state === 'cancelled' ? 'cancelled_unpaid' : 'suspended');
      }
      return ok(
        subscription,
        {
          ...failed,
          nextRenewalAt: retryAt(
            plan.period,
            at,
            retryDelayMs(plan.period, failed.retryCount),
            failure,
            graceEndsAt,
          ),
        },
        'grace_retry_failed',
      );
    }
    default: {
      // suspended: daily retries until the suspension days are over, then cancelled.
      const suspensionEndsAt = addDays(subscription.suspendedAt ?? at, plan.suspensionDays);
      if (at.getTime() >= suspensionEndsAt.getTime()) {
        return ok(subscription, cancelled(failed, at), 'cancelled_unpaid');
      }
      return ok(
        subscription,
        {
          ...failed,
          nextRenewalAt: retryAt('daily', at, SUSPENDED_RETRY_MS, failure, suspensionEndsAt),
        },
        'suspended_retry_failed',
      );
    }
  }
}

const SUCCESS_REASONS: Record<ChargeCause, TransitionReason> = {
  first: 'subscribed',
  renewal: 'renewed',
  renew: 'renewed_by_subscriber',
  reactivation: 'reactivated',
  change: 'plan_changed',
};

/**
 * Applies one event. `plan` is the subscription's plan (its grace and suspension limits); the
 * event carries the plan a charge paid for. A refusal changes nothing.
 */
export function transition(
  subscription: SubscriptionSnapshot,
  plan: PlanTerms,
  event: SubscriptionEvent,
): Transition {
  const { state } = subscription;
  switch (event.type) {
    case 'start_trial': {
      if (state !== 'pending_payment') return { ok: false, refusal: 'not_pending' };
      if (plan.freeTrialDays <= 0) return { ok: false, refusal: 'no_trial' };
      const trialEndsAt = addDays(event.at, plan.freeTrialDays);
      return ok(
        subscription,
        {
          ...subscription,
          state: 'active',
          trialEndsAt,
          currentPeriodStart: event.at,
          currentPeriodEnd: trialEndsAt,
          nextRenewalAt: trialEndsAt,
        },
        'trial_started',
      );
    }

    case 'charge_succeeded': {
      if (!CHARGEABLE_FROM[event.cause].includes(state)) {
        return { ok: false, refusal: refusalFor(event.cause, state) };
      }
      // An early renewal pays a period that has not begun: the current one still runs.
      const continuing = state === 'active' && event.periodStart.getTime() > event.at.getTime();
      const reason =
        event.cause === 'renewal' && state !== 'active' ? 'renewal_recovered' : SUCCESS_REASONS[event.cause];
      return ok(
        subscription,
        {
          ...subscription,
          state: 'active',
          planId: event.planId,
          currentPeriodStart: continuing
            ? (subscription.currentPeriodStart ?? event.periodStart)
            : event.periodStart,
          currentPeriodEnd: event.periodEnd,
          nextRenewalAt: event.periodEnd,
          retryCount: 0,
          lastChargeAttemptAt: event.at,
          lastFailureReason: null,
          graceEndsAt: null,
          suspendedAt: null,
          cancelledAt: null,
          accessUntil: null,
        },
        reason,
      );
    }

    case 'charge_failed': {
      if (event.cause === 'renewal') {
        if (state !== 'active' && state !== 'grace' && state !== 'suspended') {
          return { ok: false, refusal: 'not_renewable' };
        }
        return escalate(subscription, plan, event.at, event);
      }
      if (event.cause === 'first') {
        if (state !== 'pending_payment') return { ok: false, refusal: 'not_pending' };
        return ok(
          subscription,
          {
            ...subscription,
            lastChargeAttemptAt: event.at,
            lastFailureReason: event.reason,
            nextRenewalAt: null,
          },
          'first_charge_failed',
        );
      }
      // A declined renew, reactivation or change leaves the subscription as it was: the subscriber
      // sees the failure at once, and the automatic schedule is not moved by it.
      return ok(
        subscription,
        {
          ...subscription,
          lastChargeAttemptAt: event.at,
          lastFailureReason: state === 'pending_payment' ? event.reason : subscription.lastFailureReason,
        },
        'charge_declined',
      );
    }

    case 'cancel': {
      if (!OPEN_STATES.includes(state)) {
        // The operator's word closes what a subscriber's own cancellation had left open.
        if (event.endAccess && hasAccess(subscription, event.at)) {
          return ok(subscription, { ...subscription, accessUntil: null }, 'access_ended');
        }
        return { ok: false, refusal: 'already_cancelled' };
      }
      const accessUntil = event.endAccess ? null : paidAccessUntil(subscription, event.at);
      return ok(subscription, cancelled(subscription, event.at, accessUntil), 'cancelled');
    }

    case 'reactivate_in_period': {
      if (state !== 'cancelled') {
        return { ok: false, refusal: OPEN_STATES.includes(state) ? 'already_active' : 'already_cancelled' };
      }
      const paidUntil = subscription.accessUntil;
      if (!paidUntil || !hasAccess(subscription, event.at)) return { ok: false, refusal: 'period_over' };
      return ok(
        subscription,
        {
          ...subscription,
          state: 'active',
          // The renewal sweep charges the next period when the paid one ends, as if never cancelled.
          currentPeriodEnd: paidUntil,
          nextRenewalAt: paidUntil,
          cancelledAt: null,
          accessUntil: null,
          retryCount: 0,
          lastFailureReason: null,
          graceEndsAt: null,
          suspendedAt: null,
        },
        'reactivated_in_period',
      );
    }

    case 'operator_suspend': {
      if (state !== 'active' && state !== 'grace') return { ok: false, refusal: 'not_active' };
      const paidUntil = subscription.currentPeriodEnd;
      const next = suspended(subscription, plan, event.at);
      if (next.state === 'suspended' && paidUntil && paidUntil.getTime() > event.at.getTime()) {
        // The paid period is not charged again: the first retry is when it would have renewed.
        next.nextRenewalAt = minDate(paidUntil, addDays(event.at, plan.suspensionDays));
      }
      return ok(subscription, next, next.state === 'cancelled' ? 'cancelled' : 'operator_suspended');
    }

    case 'renewal_lapsed': {
      if (state !== 'active' && state !== 'grace' && state !== 'suspended') {
        return { ok: false, refusal: 'not_renewable' };
      }
      if (!isDue(subscription, event.at)) return { ok: false, refusal: 'not_due' };
      return lapse(subscription, plan, event.at);
    }

    case 'operator_resume': {
      const paidUntil = subscription.currentPeriodEnd;
      if (state !== 'suspended' || !paidUntil || paidUntil.getTime() <= event.at.getTime()) {
        return { ok: false, refusal: 'nothing_to_resume' };
      }
      return ok(
        subscription,
        { ...subscription, state: 'active', suspendedAt: null, retryCount: 0, nextRenewalAt: paidUntil },
        'operator_resumed',
      );
    }
  }
}
