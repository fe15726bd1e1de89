import type { Db, Tx } from '../../db/client';
import { accessTokens } from '../../db/schema/index';
import type { AccessTokenScope } from '../../db/schema/access-tokens';
import type { Config } from '../../env';
import {
  formatAccessToken,
  hashAccessTokenSecret,
  newAccessTokenParts,
  slidExpiry,
} from '../../lib/access-token';

export interface IssuedAccessToken {
  /** `id|secret`: shown once, to the subscriber; only the secret's hash is stored. */
  token: string;
  tokenId: string;
  expiresAt: Date;
}

/**
 * A new token at every sign-in (docs/design.md#one-time-codes), valid TOKEN_TTL_DAYS from its last use and never more
 * than TOKEN_MAX_DAYS from now.
 */
export async function issueAccessToken(
  db: Db | Tx,
  config: Pick<Config, 'appSecret' | 'tokenTtlDays' | 'tokenMaxDays'>,
  request: {
    subscriberId: number;
    ip?: string | null;
    userAgent?: string | null;
    /** `client` (the default) for a portal session; `bill` for the my-bill routes only. */
    scope?: AccessTokenScope;
  },
): Promise<IssuedAccessToken> {
  const parts = newAccessTokenParts();
  const now = new Date();
  const expiresAt = slidExpiry(now, now, config);
  await db.insert(accessTokens).values({
    id: parts.id,
    secretHash: hashAccessTokenSecret(config.appSecret, parts.secret),
    subscriberId: request.subscriberId,
    createdAt: now,
    lastUsedAt: now,
    expiresAt,
    ip: request.ip ?? null,
    userAgent: request.userAgent ? request.userAgent.slice(0, 300) : null,
    scope: request.scope ?? 'client',
  });
  return { token: formatAccessToken(parts), tokenId: parts.id, expiresAt };
}
