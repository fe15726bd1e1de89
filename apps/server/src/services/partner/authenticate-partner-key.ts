import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partnerKeys, priceSources } from '../../db/schema/index';
import { hashPartnerKey } from '../../lib/partner-key';

/** The partner behind a request: its key and the one price source the key is scoped to. */
export interface AuthenticatedPartner {
  keyId: number;
  keyName: string;
  sourceId: number;
  sourceName: string;
}

/** `last_used_at` is refreshed at most this often, so a busy key does not write a row per request. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * The live key a partner presented (already checked for shape by `readPartnerKey`), or null when it
 * is unknown or revoked: one index probe on the key's HMAC. A revoke is seen by the next request.
 */
export async function authenticatePartnerKey(
  db: Db,
  appSecret: string,
  key: string,
  now: Date = new Date(),
): Promise<AuthenticatedPartner | null> {
  const [row] = await db
    .select({
      keyId: partnerKeys.id,
      keyName: partnerKeys.name,
      sourceId: partnerKeys.sourceId,
      sourceName: priceSources.name,
      lastUsedAt: partnerKeys.lastUsedAt,
    })
    .from(partnerKeys)
    .innerJoin(priceSources, eq(priceSources.id, partnerKeys.sourceId))
    .where(and(eq(partnerKeys.keyHash, hashPartnerKey(appSecret, key)), isNull(partnerKeys.revokedAt)))
    .limit(1);
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
    await db
      .update(partnerKeys)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(partnerKeys.id, row.keyId),
          or(isNull(partnerKeys.lastUsedAt), lt(partnerKeys.lastUsedAt, staleBefore)),
        ),
      );
  }
  return { keyId: row.keyId, keyName: row.keyName, sourceId: row.sourceId, sourceName: row.sourceName };
}
