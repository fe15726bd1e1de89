import { and, eq } from 'drizzle-orm';
import type { TSubscription, TTransaction } from '@sarraf/contracts';
import { plans } from '../../db/schema/index';
import type { AuthSubscriber } from '../../lib/auth';
import type { ChargeCause } from '../../lib/charge-reference';
import { unprocessable } from '../../lib/http-error';
import type { MessageKey } from '../../lib/messages';
import type { OtpPurpose } from '../../lib/otp-policy';
import { priceToCharge } from '../../lib/price-schedule';
import { canStartCharge, chargePeriod, type SubscriptionState } from '../../lib/subscription-machine';
import { consumeVerification } from '../session/consume-verification';
import { presentSubscription } from '../subscribers/present-subscriber';
import { agreedPriceOf, findScheduledPrices, planPriceOf } from './agreed-price';
import type { BillingDeps } from './billing-deps';
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

/** A pending subscription's first successful payment is its subscription, whatever the button said. */
function causeOf(action: ChargeAction, state: SubscriptionState): ChargeCause {
  if (action === 'change') return 'change';
  if (state === 'pending_payment') return 'first';
  return action === 'renew' ? 'renew' : 'reactivation';
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

async function planOnSale(
  db: Parameters<typeof findCurrentSubscription>[0],
  id: string,
): Promise<PlanRow | null> {
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, id), eq(plans.active, true)));
  return plan ?? null;
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
  const opened = await deps.database.db.transaction(async (tx) => {
    const current = await findCurrentSubscription(tx, request.subscriber.id, { lock: true });
    // A subscriber retired meanwhile (the number went to someone else) is never charged.
    if (!current || current.subscriber.msisdn === null) throw refused('no_subscription');
    const { subscription } = current;
    const msisdn = current.subscriber.msisdn;

    let plan = current.plan;
    if (request.action === 'change') {
      const target = request.planId ? await planOnSale(tx, request.planId) : null;
      if (!target) throw unprocessable({ uuid: ['plan_unavailable'] });
      if (target.id === subscription.planId) throw unprocessable({ uuid: ['subscription_same_plan'] });
      plan = target;
    } else if (subscription.state === 'cancelled' && !current.plan.active) {
      // Coming back means buying again, and this plan is no longer sold.
      throw unprocessable({ uuid: ['plan_unavailable'] });
    }

    const cause = causeOf(request.action, subscription.state);
    const snapshot = toSnapshot(subscription);
    const refusal = canStartCharge(snapshot, cause, toTerms(plan), now, deps.config.timeZone);
    if (refusal) throw refused(refusal);
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

    const period = chargePeriod(snapshot, cause, plan, now, deps.config.timeZone);
    // docs/security.md#prices-and-consent: a renewal or reactivation of an open subscription keeps
    // its agreed price; a plan change or a return after cancelling agrees to the plan's price now.
    const price = priceToCharge({
      cause,
      stateBefore: subscription.state,
      agreed: agreedPriceOf(subscription),
      plan: planPriceOf(plan),
      scheduled:
        plan.id === subscription.planId
          ? ((await findScheduledPrices(tx, [subscription.id])).get(subscription.id) ?? null)
          : null,
      periodStart: period.periodStart,
    });
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
    return { charge, cause, current };
  });

  const result = await chargeAndSettle(deps, opened.charge, 'subscriber');
  return {
    message: outcomeMessage(opened.cause, result.charge),
    subscription:
      result.subscription ?? presentSubscription(opened.current.subscription, opened.current.plan),
    charge: result.charge,
  };
}
