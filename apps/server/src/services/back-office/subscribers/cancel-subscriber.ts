import { eq } from 'drizzle-orm';
import type { TSubscription } from '@sarraf/contracts';
import { subscribers } from '../../../db/schema/index';
import { notFound, unprocessable } from '../../../lib/http-error';
import { type BillingDeps, cancelSubscription } from '../../billing';
import { presentSubscription } from '../../subscribers';
import type { AuthenticatedAdmin } from '../authenticate-admin-session';
import { assertInScope, boundOperatorOf } from '../operator-scope';
import { recordAdminAudit } from '../../audit';

/**
 * An admin cancels a subscriber's subscription through the billing engine's own cancel
 * path: the same state machine, history row (actor `admin`, who, why) and cancellation SMS as any
 * other cancel. The audit row is written inside the engine's transaction. A care user cancels only
 * its own operator's subscribers: another's is not there for it (404).
 */
export async function cancelSubscriberSubscription(
  deps: BillingDeps,
  actor: { admin: AuthenticatedAdmin; ip: string },
  subscriberId: number,
  reason: string,
): Promise<TSubscription> {
  const [subscriber] = await deps.database.db
    .select({ id: subscribers.id, operatorId: subscribers.operatorId })
    .from(subscribers)
    .where(eq(subscribers.id, subscriberId));
  if (!subscriber) throw notFound();
  assertInScope(boundOperatorOf(actor.admin), subscriber.operatorId);

  const result = await cancelSubscription(deps, subscriberId, {
    actor: 'admin',
    reason: 'admin_cancel',
    adminUserId: actor.admin.user.id,
    details: { note: reason },
    alsoInTransaction: (tx, before, after) =>
      recordAdminAudit(tx, actor, {
        action: 'subscription.cancel',
        entity: 'subscription',
        entityId: before.subscription.id,
        before: { state: before.subscription.state, next_renewal_at: before.subscription.nextRenewalAt },
        after: { state: after.subscription.state, cancelled_at: after.subscription.cancelledAt, reason },
      }),
  });
  if (!result.ok) {
    if (result.refusal === 'no_subscription') throw unprocessable({ subscription: ['ops_no_subscription'] });
    throw unprocessable({ subscription: ['ops_already_cancelled'] });
  }
  return presentSubscription(result.current.subscription, result.current.plan);
}
