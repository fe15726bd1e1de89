import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessTokens, subscribers } from '../../db/schema/index';
import type { AccessTokenScope } from '../../db/schema/access-tokens';
import type { Config } from '../../env';
import { hashAccessTokenSecret, parseAccessToken, slidExpiry, tokenEndOfLife } from '../../lib/access-token';
import type { AuthSubscriber } from '../../lib/auth';
import { digestsEqual } from '../../lib/otp-policy';

// Sliding expiry is written at most once a minute per token: a busy session must not turn every
// read into a database write.
const TOUCH_INTERVAL_MS = 60_000;

export interface Authenticated {
  subscriber: AuthSubscriber;
  tokenId: string;
  /** What the token opens: the whole portal (`client`) or the my-bill routes only (`bill`). */
  scope: AccessTokenScope;
  expiresAt: Date;
  /** The expiry moved forward on this request (the cookie is refreshed with it). */
  extended: boolean;
}

/**
 * Checks a presented `id|secret` token: it must exist, match in constant time, be neither revoked
 * nor expired, nor older than TOKEN_MAX_DAYS since its issue, nor a retired subscriber's. A valid
 * token's expiry slides to TOKEN_TTL_DAYS from now (docs/design.md#api-conventions), never past
 * that absolute end. Null for anything else; the caller decides between 401 and anonymous.
 */
export async function authenticateAccessToken(
  db: Db,
  config: Pick<Config, 'appSecret' | 'tokenTtlDays' | 'tokenMaxDays'>,
  raw: string,
  now: Date = new Date(),
): Promise<Authenticated | null> {
  const parts = parseAccessToken(raw);
  if (!parts) return null;
  const [row] = await db
    .select({
      secretHash: accessTokens.secretHash,
      expiresAt: accessTokens.expiresAt,
      revokedAt: accessTokens.revokedAt,
      lastUsedAt: accessTokens.lastUsedAt,
      createdAt: accessTokens.createdAt,
      scope: accessTokens.scope,
      subscriberId: subscribers.id,
      msisdn: subscribers.msisdn,
    })
    .from(accessTokens)
    .innerJoin(subscribers, eq(subscribers.id, accessTokens.subscriberId))
    .where(eq(accessTokens.id, parts.id));
  const matches = digestsEqual(
    row?.secretHash ?? '0'.repeat(64),
    hashAccessTokenSecret(config.appSecret, parts.secret),
  );
  if (!row || !matches || row.revokedAt) return null;
  // A retired subscriber (the number went to someone else) has no number to act for. Its tokens are
  // revoked when it is retired; this holds even for one a failed write left behind.
  if (row.msisdn === null) return null;
  // The absolute end (TOKEN_MAX_DAYS from issue) is checked here as well as folded into the
  // sliding expiry: a token issued before the limit existed, or under a longer one, ends on time.
  const endOfLife = tokenEndOfLife(row.createdAt, config);
  if (Math.min(row.expiresAt.getTime(), endOfLife.getTime()) <= now.getTime()) return null;

  let expiresAt = row.expiresAt;
  let extended = false;
  if (now.getTime() - row.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
    expiresAt = slidExpiry(row.createdAt, now, config);
    extended = true;
    await db
      .update(accessTokens)
      .set({ lastUsedAt: now, expiresAt })
      .where(and(eq(accessTokens.id, parts.id), isNull(accessTokens.revokedAt)));
  }
  return {
    subscriber: { id: row.subscriberId, msisdn: row.msisdn },
    tokenId: parts.id,
    scope: row.scope,
    expiresAt,
    extended,
  };
}
