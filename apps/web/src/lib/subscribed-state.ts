import type { TSubscription, TTransaction } from '@sarraf/contracts';

/**
 * What a new subscription hands to client.home as history state, so the shell shows the success
 * notice (docs/product.md#subscribing): the subscription as created and its first charge. Every way
 * of subscribing (the SMS code, the one-tap HE or NV) lands there with it.
 */
export interface Subscribed {
  readonly subscription: TSubscription;
  readonly charge: TTransaction | null;
}

export function subscribedState(data: Subscribed): { subscribed: Subscribed } {
  return { subscribed: { subscription: data.subscription, charge: data.charge } };
}

/** The new subscription in a location's state, or null (any other navigation). */
export function readSubscribed(state: unknown): Subscribed | null {
  const subscribed = (state as { subscribed?: Subscribed } | null)?.subscribed;
  return subscribed && typeof subscribed === 'object' && 'subscription' in subscribed ? subscribed : null;
}
