import type { TSubscription } from '@sarraf/contracts';

/** Content is open while the subscription is `active` or `grace`. */
export function isContentOpen(subscription: Pick<TSubscription, 'state'> | null | undefined): boolean {
  return subscription?.state === 'active' || subscription?.state === 'grace';
}
