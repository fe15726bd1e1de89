import type { TSubscription, TTransaction } from '@sarraf/contracts';
import type { AuthSubscriber } from '../../lib/auth';
import type { ChargeCause } from '../../lib/charge-reference';
import { unprocessable } from '../../lib/http-error';
import type { MessageKey } from '../../lib/messages';
import type { OtpPurpose } from '../../lib/otp-policy';
import { priceToCharge, type Price } from '../../lib/price-schedule';
import {
  canStartCharge,
  chargePeriod,
  reactivatesWithoutCharge,
  type SubscriptionState,
} from '../../lib/subscription-machine';
import { findPlanOnOffer, planUnavailable } from '../plans';
import { consumeVerification } from '../session';
import { presentSubscription } from '../subscribers';
import { agreedPriceOf, findScheduledPrices, planPriceOf } from './agreed-price';
import { applyLifecycleEventIn } from './apply-lifecycle-event';
import type { BillingDeps } from './billing-deps';
import { sendStoredNotices } from './billing-notices';
import { consentRequired, refused } from './billing-errors';
import { callGateway } from './call-gateway';
import { chargeDescription, openCharges, type OpenCharge } from './open-charges';
import { presentTransaction } from './present-transaction';
import { settleCharges } from './settle-charges';
import {
  findCurrentSubscription,
  hasChargeInFlight,
  toSnapshot,
  toTerms,
  type CurrentSubscription,
  type PlanRow,
} from './subscription-store';

/**
 * Fresh consent (docs/design.md#consent): a code confirmed in the last OTP_CONSENT_S seconds (5 minutes by
 * default): a sign-in code, the profile code the portal asks for before a payment
 * (`generate/otp` + `profile/confirm/otp`), or an activation or change code. One confirmation
 * authorises one charge: the mark is used up with it.
 */
export const CONSENT_PURPOSES: readonly OtpPurpose[] = ['login', 'profile', 'activation', 'change'];

/** The subscriber's own charging actions (renew, reactivate, change; two-step activation). */
export type ChargeAction = 'renew' | 'reactivate' | 'change';

export interface ChargeActionRequest {
  subscriber: AuthSubscriber;
  action: ChargeAction;
  /** The plan to move to (`change`). */
  planId?: string;
  /**
   * How consent was given: `mark` uses up a fresh confirmation mark (renew, reactivate, change);
   * `code` means the caller has just verified a code of this action's own purpose
   * (confirm-activation, confirm-change-subscription), which is the consent itself.
   */
  consent: 'mark' | 'code';
}

export interface ActionOutcome {
  message: MessageKey;
  subscription: TSubscription;
  charge: TTransaction | null;
}

/**
 * A pending subscription's first successful payment is its subscription (activation). Renewing is
 * only ever a renewal: the state machine refuses it outside grace and suspension.
 */
function causeOf(action: ChargeAction, state: SubscriptionState): ChargeCause {
  if (action === 'change') return 'change';
  if (action === 'renew') return 'renew';
  return state === 'pending_payment' ? 'first' : 'reactivation';
}

const SUCCESS_MESSAGES: Record<ChargeCause, MessageKey> = {
  first: 'subscription_activated',
  renewal: 'subscription_renewed',
  renew: 'subscription_renewed',
  reactivation: 'subscription_reactivated',
  change: 'subscription_changed',
};

/** What to tell the subscriber about a charge they made. */
export function outcomeMessage(cause: ChargeCause, charge: TTransaction): MessageKey {
  if (charge.status === 'pending') return 'charge_pending';
  if (charge.status === 'failed') {
    return charge.reason === 'insufficient_balance' ? 'charge_declined_balance' : 'charge_declined';
  }
  return SUCCESS_MESSAGES[cause];
}

/**
 * What the renewal at `periodStart` will charge this subscription: its agreed price, or a notified
 * change in force by then (docs/security.md#prices-and-consent).
 */
export async function renewalPriceOf(
  db: Parameters<typeof findCurrentSubscription>[0],
  current: CurrentSubscription,
  periodStart: Date,
): Promise<{ amountMinor: number; currency: string }> {
  const { subscription, plan } = current;
  return priceToCharge({
    cause: 'renewal',
    stateBefore: 'active',
    agreed: agreedPriceOf(subscription),
    plan: planPriceOf(plan),
    scheduled: (await findScheduledPrices(db, [subscription.id])).get(subscription.id) ?? null,
    periodStart,
  });
}

/**
 * Charges an opened charge at the gateway and settles it; an unanswered charge stays pending
 * (the reconcile job settles it by reference) and is shown as such.
 */
export async function chargeAndSettle(
  deps: BillingDeps,
  charge: OpenCharge,
  actor: 'subscriber' | 'system',
): Promise<{ charge: TTransaction; subscription: TSubscription | null }> {
  const pass = await callGateway(deps, [charge]);
  const [settlement] = pass.settlements;
  if (!settlement) return { charge: presentTransaction(charge.row), subscription: null };
  const settled = (await settleCharges(deps, [settlement], { actor })).get(charge.row.id);
  if (!settled) return { charge: presentTransaction(charge.row), subscription: null };
  return {
    charge: presentTransaction(settled.transaction),
    subscription: presentSubscription(settled.subscription, settled.plan),
  };
}

/** What a subscriber's action would do now, decided before anything is written. */
export type DecidedCharge =
  /** Back within the period paid: nothing charged now; `price` is what renews at `renewsAt`. */
  | { free: true; renewsAt: Date; price: Price; plan: PlanRow }
  | {
      free: false;
      cause: ChargeCause;
      /** The plan charged (the new one for a change). */
      plan: PlanRow;
      period: { periodStart: Date; periodEnd: Date };
      price: Price;
    };

/**
 * Decides a subscriber's charging action at `now`: refused (a 422 thrown: the state does not allow
 * it, the plan is not on sale), free (a reactivation within the period already paid,
 * docs/design.md#cancelling-keeps-what-was-paid), or a charge of this cause, period and price. The
 * same answer names the amount in the code SMS that asks consent for it (lifecycle-codes.ts) and
 * then makes the charge, so the SMS and the ledger agree.
 */
export async function decideCharge(
  db: Parameters<typeof findCurrentSubscription>[0],
  current: CurrentSubscription,
  request: Pick<ChargeActionRequest, 'action' | 'planId'>,
  now: Date,
  /** The service's zone (TIME_ZONE), whose calendar counts months. */
  zone: string,
): Promise<DecidedCharge> {
  const { subscription } = current;
  const snapshot = toSnapshot(subscription);
  const cause = causeOf(request.action, subscription.state);
  // Still a consent when free: it agrees to the renewals that resume at the end of the period.
  if (cause === 'reactivation' && reactivatesWithoutCharge(snapshot, now)) {
    const renewsAt = snapshot.accessUntil ?? now;
    return { free: true, renewsAt, price: await renewalPriceOf(db, current, renewsAt), plan: current.plan };
  }

  let plan = current.plan;
  if (request.action === 'change') {
    // On sale to the subscriber's own operator, the one it is filed under (docs/operators.md#plans).
    const target = request.planId
      ? await findPlanOnOffer(db, request.planId, current.subscriber.operatorId, { lock: true })
      : undefined;
    if (!target) throw planUnavailable();
    if (target.id === subscription.planId) throw unprocessable({ uuid: ['subscription_same_plan'] });
    plan = target;
  }
  const refusal = canStartCharge(snapshot, cause, toTerms(plan), now);
  if (refusal) throw refused(refusal);
  if (request.action !== 'change' && subscription.state === 'cancelled' && !plan.active) {
    // Coming back after the paid period means buying again, and this plan is no longer sold.
    throw planUnavailable();
  }

  const period = chargePeriod(snapshot, cause, plan, now, zone);
  // docs/security.md#prices-and-consent: a renewal or reactivation of an open subscription keeps
  // its agreed price; a plan change or a return after cancelling agrees to the plan's price now.
  const price = priceToCharge({
    cause,
    stateBefore: subscription.state,
    agreed: agreedPriceOf(subscription),
    plan: planPriceOf(plan),
    scheduled:
      plan.id === subscription.planId
        ? ((await findScheduledPrices(db, [subscription.id])).get(subscription.id) ?? null)
        : null,
    periodStart: period.periodStart,
  });
  return { free: false, cause, plan, period, price };
}

/**
 * A subscriber's own charging action, end to end: lock the subscription, ask the state
 * machine whether the action is allowed, use up the fresh consent, write the `pending` ledger row
 * and commit; then call the gateway with the row's reference and settle. A refused action, or one
 * without consent, never writes a row and never reaches the gateway (and a consent mark survives a
 * refused action: the transaction rolls back). A declined charge is a 200 whose charge says so.
 */
export async function chargeSubscription(
  deps: BillingDeps,
  request: ChargeActionRequest,
): Promise<ActionOutcome> {
  const now = new Date();
  type Opened =
    | { free: false; charge: OpenCharge; cause: ChargeCause; current: CurrentSubscription }
    | { free: true; current: CurrentSubscription; smsIds: number[] };
  const opened = await deps.database.db.transaction(async (tx): Promise<Opened> => {
    const current = await findCurrentSubscription(tx, request.subscriber.id, { lock: true });
    // A subscriber retired meanwhile (the number went to someone else) is never charged.
    if (!current || current.subscriber.msisdn === null) throw refused('no_subscription');
    const { subscription } = current;
    const msisdn = current.subscriber.msisdn;
    const decided = await decideCharge(tx, current, request, now, deps.config.timeZone);
    if (await hasChargeInFlight(tx, subscription.id)) throw refused('charge_in_progress');

    if (request.consent === 'mark') {
      const mark = await consumeVerification(tx, {
        msisdn: request.subscriber.msisdn,
        purposes: CONSENT_PURPOSES,
        subscriberId: request.subscriber.id,
        now,
      });
      if (!mark) throw consentRequired();
    }

    if (decided.free) {
      const applied = await applyLifecycleEventIn(
        tx,
        deps,
        current,
        { type: 'reactivate_in_period', at: now },
        { actor: 'subscriber', price: decided.price },
      );
      if (!applied.result.ok) throw refused(applied.result.refusal);
      return { free: true, current: applied.result.current, smsIds: applied.smsIds };
    }

    const { cause, plan, period, price } = decided;
    const [charge] = await openCharges(tx, [
      {
        cause,
        subscriptionId: subscription.id,
        subscriberId: subscription.subscriberId,
        planId: plan.id,
        msisdn,
        amountMinor: price.amountMinor,
        currency: price.currency,
        ...period,
        description: chargeDescription(cause, plan.name),
      },
    ]);
    // The database refused a second charge in flight (a double tap that raced the check above).
    if (!charge) throw refused('charge_in_progress');
    return { free: false, charge, cause, current };
  });

  if (opened.free) {
    await sendStoredNotices(deps, opened.smsIds);
    return {
      message: 'subscription_reactivated_in_period',
      subscription: presentSubscription(opened.current.subscription, opened.current.plan),
      charge: null,
    };
  }

  const result = await chargeAndSettle(deps, opened.charge, 'subscriber');
  return {
    message: outcomeMessage(opened.cause, result.charge),
    subscription:
      result.subscription ?? presentSubscription(opened.current.subscription, opened.current.plan),
    charge: result.charge,
  };
}
