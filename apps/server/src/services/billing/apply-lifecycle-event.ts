import type { Tx } from '../../db/client';
import type { BillingDeps } from './billing-deps';
import { transition, type Refusal, type SubscriptionEvent } from '../../lib/subscription-machine';
import { noticeFor, sendStoredNotices, storeNotices } from './billing-notices';
import {
  findCurrentSubscription,
  recordEvents,
  toSnapshot,
  toTerms,
  writeSnapshots,
  type ActorType,
  type CurrentSubscription,
} from './subscription-store';

export type LifecycleResult =
  | { ok: true; current: CurrentSubscription }
  | { ok: false; refusal: Refusal | 'no_subscription'; current: CurrentSubscription | null };

export interface LifecycleOptions {
  actor: ActorType;
  reason?: string;
  details?: Record<string, unknown>;
  /** The back-office user who acted (actor `admin`), kept on the history row. */
  adminUserId?: number;
  /**
   * Runs inside the transition's transaction after it is written (the back office's audit row), so
   * the change and its trail commit together or not at all.
   */
  alsoInTransaction?: (tx: Tx, before: CurrentSubscription, after: CurrentSubscription) => Promise<void>;
  /**
   * False when the number no longer reaches the subscriber (the operator gave it to someone else):
   * the change is made without its SMS notice.
   */
  notify?: boolean;
}

/**
 * Applies an event that moves no money (cancel, a free trial, a reactivation within the period
 * paid, the operator's suspend/resume) to a subscriber's current subscription: lock, ask the state
 * machine, write, record the transition with its actor and cause, store the SMS notice; the notice
 * is sent after the commit.
 */
export async function applyLifecycleEvent(
  deps: BillingDeps,
  subscriberId: number,
  event: SubscriptionEvent,
  options: LifecycleOptions,
): Promise<LifecycleResult> {
  const { result, smsIds } = await deps.database.db.transaction(async (tx) => {
    const current = await findCurrentSubscription(tx, subscriberId, { lock: true });
    if (!current)
      return { result: { ok: false, refusal: 'no_subscription', current: null } as const, smsIds: [] };
    return applyLifecycleEventIn(tx, deps, current, event, options);
  });
  await sendStoredNotices(deps, smsIds);
  return result;
}

/**
 * The same inside a transaction the caller holds, on a subscription it has locked (a subscriber's
 * reactivation checks its consent in the same transaction). The caller sends the notices' SMS
 * (`smsIds`) after its commit.
 */
export async function applyLifecycleEventIn(
  tx: Tx,
  deps: Pick<BillingDeps, 'config'>,
  current: CurrentSubscription,
  event: SubscriptionEvent,
  options: LifecycleOptions & {
    /** The price the notice names when it is not the plan's (what the next renewal will charge). */
    price?: { amountMinor: number; currency: string };
  },
): Promise<{ result: LifecycleResult; smsIds: number[] }> {
  const decided = transition(toSnapshot(current.subscription), toTerms(current.plan), event);
  if (!decided.ok) return { result: { ok: false, refusal: decided.refusal, current }, smsIds: [] };
  await writeSnapshots(tx, [{ id: current.subscription.id, snapshot: decided.next }]);
  await recordEvents(tx, [
    {
      subscriptionId: current.subscription.id,
      fromState: decided.from,
      toState: decided.to,
      reason: options.reason ?? decided.reason,
      actor: options.actor,
      adminUserId: options.adminUserId ?? null,
      // My bill's cancellation entry says until when the content stays open.
      details:
        decided.to === 'cancelled' && decided.next.accessUntil
          ? { ...options.details, access_until: decided.next.accessUntil.toISOString() }
          : (options.details ?? null),
    },
  ]);
  const notice = options.notify === false ? null : noticeFor(decided.from, decided.to, decided.reason);
  const smsIds = notice
    ? await storeNotices(tx, deps.config, [
        {
          notice,
          subscriber: current.subscriber,
          plan: current.plan,
          next: decided.next,
          limitsPlan: current.plan,
          ...(options.price ? { price: options.price } : {}),
        },
      ])
    : [];
  const after: CurrentSubscription = {
    ...current,
    subscription: { ...current.subscription, ...decided.next, updatedAt: new Date() },
  };
  await options.alsoInTransaction?.(tx, current, after);
  return { result: { ok: true, current: after }, smsIds };
}
