import type { BillingDeps } from './billing-deps';
import { applyLifecycleEvent, type LifecycleOptions, type LifecycleResult } from './apply-lifecycle-event';
import type { ActorType } from './subscription-store';

/**
 * Cancelling needs no more than a valid session (or the subscriber's own SMS, or the
 * operator's word) and takes effect at once: the subscription is `cancelled`, nothing is due any
 * more, and the cancellation notice is sent. No charge, no refund, no code. The content stays open
 * to the end of the period already paid (docs/design.md#cancelling-keeps-what-was-paid), unless
 * `endAccess`: the operator's cancellation, or the number given to someone else, close it now.
 */
export function cancelSubscription(
  deps: BillingDeps,
  subscriberId: number,
  options: { actor: ActorType; reason: string; endAccess?: boolean } & Omit<
    LifecycleOptions,
    'actor' | 'reason'
  >,
): Promise<LifecycleResult> {
  const { endAccess, ...lifecycle } = options;
  return applyLifecycleEvent(
    deps,
    subscriberId,
    { type: 'cancel', at: new Date(), ...(endAccess ? { endAccess: true } : {}) },
    lifecycle,
  );
}
