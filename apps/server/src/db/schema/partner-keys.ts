import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin-users';
import { createdAt, timestamptz } from './columns';
import { priceSources } from './price-sources';

/**
 * API keys of partners (an exchange company, a bank) that push their own source's rates
 * (docs/partner-api.md). The key itself is shown once at creation and never stored: only its HMAC
 * under APP_SECRET (a random 256-bit key needs no slow hash), so a copy of the database cannot be
 * replayed as keys. `prefix` is the first characters, to tell keys apart in the back office.
 */
export const partnerKeys = pgTable(
  'partner_keys',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    /** The one price source this key may read and write. */
    sourceId: integer()
      .notNull()
      .references(() => priceSources.id, { onDelete: 'restrict' }),
    keyHash: text().notNull(),
    prefix: text().notNull(),
    createdBy: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Set by a revoke; the key is refused from that instant. */
    revokedAt: timestamptz(),
    /** Updated at most once a minute, so a busy partner does not write a row per request. */
    lastUsedAt: timestamptz(),
  },
  (t) => [
    uniqueIndex('partner_keys_hash_unique').on(t.keyHash),
    index('partner_keys_source_idx').on(t.sourceId),
  ],
);
