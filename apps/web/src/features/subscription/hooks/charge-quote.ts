import type { TPlan, TSubscription } from '@sarraf/contracts';
import type { ChargeWhen } from '../../../components/ui/charge-confirm';
import { hasPaidDaysLeft } from './subscription-state';

/** The subscriber's own actions that may charge: each first asks for a code by SMS. */
export type ChargeAction = 'activate' | 'renew' | 'reactivate' | 'change';

/**
 * Which charging action each state offers (docs/product.md#subscription-management): paying a
 * pending subscription, renewing a failed renewal (grace, suspended; an active subscription renews
 * by itself), coming back after a cancellation. Null: nothing to pay.
 */
export function paymentActionOf(subscription: Pick<TSubscription, 'state'>): ChargeAction | null {
  switch (subscription.state) {
    case 'pending_payment':
      return 'activate';
    case 'grace':
    case 'suspended':
      return 'renew';
    case 'cancelled':
      return 'reactivate';
    default:
      return null;
  }
}

/**
 * What an action will cost, as the confirmation screen says it and the server charges it: a
 * reactivation within the period already paid takes nothing now and the agreed price at the
 * renewal; a renewal takes the agreed price; a change, a first payment or a return after the paid
 * period take the plan's price (docs/security.md#prices-and-consent).
 */
export function chargeQuote(
  subscription: TSubscription,
  action: ChargeAction,
  target?: TPlan,
  now: Date = new Date(),
): { plan: TPlan; when: ChargeWhen } {
  const agreed = subscription.agreed_price ?? {
    amount_minor: subscription.plan.price_minor,
    currency: subscription.plan.currency,
  };
  if (action === 'change' && target) {
    return {
      plan: target,
      when: { kind: 'now', amountMinor: target.price_minor, currency: target.currency },
    };
  }
  const { plan } = subscription;
  if (action === 'reactivate' && hasPaidDaysLeft(subscription, now) && subscription.access_until) {
    return {
      plan,
      when: {
        kind: 'renewal',
        at: subscription.access_until,
        amountMinor: agreed.amount_minor,
        currency: agreed.currency,
      },
    };
  }
  if (action === 'renew') {
    return { plan, when: { kind: 'now', amountMinor: agreed.amount_minor, currency: agreed.currency } };
  }
  return { plan, when: { kind: 'now', amountMinor: plan.price_minor, currency: plan.currency } };
}
