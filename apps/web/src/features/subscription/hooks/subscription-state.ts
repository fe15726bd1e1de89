import type { TSubscription } from '@sarraf/contracts';
import { hasAccess } from '@sarraf/contracts/subscription-access';

/**
 * Content is open while the subscription is `active` or `grace`, and after a cancellation until
 * `access_until`: the one rule the server applies too (docs/product.md#a-subscription-that-is-not-active).
 */
export function isContentOpen(
  subscription: Pick<TSubscription, 'state' | 'access_until'> | null | undefined,
  now: Date = new Date(),
): boolean {
  return subscription ? hasAccess(subscription.state, subscription.access_until, now) : false;
}

/** A cancellation whose paid days still run: coming back is free until `access_until`. */
export function hasPaidDaysLeft(
  subscription: Pick<TSubscription, 'state' | 'access_until'>,
  now: Date = new Date(),
): boolean {
  return subscription.state === 'cancelled' && isContentOpen(subscription, now);
}
