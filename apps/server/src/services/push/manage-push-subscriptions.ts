import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { TPushSubscriptionInput } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { pushSubscriptions, subscribers } from '../../db/schema/index';
import { unprocessable } from '../../lib/http-error';
import { pushEndpointProblem } from './push-endpoint';

/** Browsers one subscriber may have push on in; a new one past it replaces the least recently saved. */
export const MAX_PUSH_BROWSERS = 10;

/**
 * Stores a browser's push subscription for the signed-in subscriber (docs/design.md#web-push).
 * Idempotent per endpoint: saving again refreshes the keys. An endpoint saved before under
 * another subscriber (a shared phone, signed in anew) moves to this one and its queued pushes go,
 * so nobody receives someone else's alerts. Past MAX_PUSH_BROWSERS the least recently saved
 * browser is dropped: a phone that was reset never says goodbye, and must not block a new one.
 */
export async function savePushSubscription(
  db: Db,
  subscriberId: number,
  input: TPushSubscriptionInput,
  options: { allowLoopbackHttp: boolean },
): Promise<void> {
  // docs/security.md#push-endpoints-reach-only-the-public-internet; checked again at each send.
  const problem = await pushEndpointProblem(input.endpoint, options.allowLoopbackHttp);
  if (problem) throw unprocessable({ endpoint: [problem] });
  const expiresAt = input.expirationTime ? new Date(input.expirationTime) : null;
  await db.transaction(async (tx) => {
    // Serialises this subscriber's saves: two tabs cannot both pass the limit.
    await tx
      .select({ id: subscribers.id })
      .from(subscribers)
      .where(eq(subscribers.id, subscriberId))
      .for('update');
    await tx
      .delete(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.endpoint, input.endpoint), ne(pushSubscriptions.subscriberId, subscriberId)),
      );
    await tx
      .insert(pushSubscriptions)
      .values({
        subscriberId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        expiresAt,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { p256dh: input.keys.p256dh, auth: input.keys.auth, expiresAt, updatedAt: sql`now()` },
      });
    const kept = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.subscriberId, subscriberId))
      .orderBy(asc(pushSubscriptions.updatedAt), asc(pushSubscriptions.id));
    for (const { id } of kept.slice(0, Math.max(0, kept.length - MAX_PUSH_BROWSERS)))
      await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  });
}

/** Turns push off for one of the subscriber's own browsers; an unknown endpoint is no error. */
export async function deletePushSubscription(db: Db, subscriberId: number, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.subscriberId, subscriberId), eq(pushSubscriptions.endpoint, endpoint)));
}
