import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { accessTokens } from '../../db/schema/index';

/** Logout: the token is dead from now on, whatever its expiry. */
export async function revokeAccessToken(db: Db, tokenId: string): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.revokedAt)));
}

/**
 * Every token of a subscriber (account closed, number deactivated or recycled by the operator);
 * how many were still live.
 */
export async function revokeSubscriberTokens(db: Db | Tx, subscriberId: number): Promise<number> {
  const revoked = await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessTokens.subscriberId, subscriberId), isNull(accessTokens.revokedAt)))
    .returning({ id: accessTokens.id });
  return revoked.length;
}
