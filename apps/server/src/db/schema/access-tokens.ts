import { sql } from 'drizzle-orm';
import { check, index, inet, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { subscribers } from './subscribers';

export type AccessTokenScope = 'client' | 'bill';

/**
 * Subscriber access tokens (docs/design.md#api-conventions): the token is `id|secret`; the id finds the row,
 * the secret (≥128 random bits) is only stored as a hash and compared in constant time.
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    secretHash: text().notNull(),
    subscriberId: integer()
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamptz().notNull().defaultNow(),
    /** Sliding: moved forward on use, up to TOKEN_TTL_DAYS after the last use. */
    expiresAt: timestamptz().notNull(),
    revokedAt: timestamptz(),
    userAgent: text(),
    ip: inet(),
    /**
     * `client`: a session of the portal (sign-in, sign-up). `bill`: the guest bill check's token,
     * good for the my-bill routes only (docs/adr/0007-a-bill-token-is-not-a-client-session.md).
     */
    scope: text().$type<AccessTokenScope>().notNull().default('client'),
  },
  (t) => [
    // Revoking every token of a subscriber (admin action, cancellation of the account).
    index('access_tokens_subscriber_id_idx').on(t.subscriberId),
    check('access_tokens_scope_known', sql`${t.scope} in ('client', 'bill')`),
  ],
);
