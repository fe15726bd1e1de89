import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin-users';
import { createdAt, timestamptz } from './columns';
import { currencies } from './currencies';
import { rateReviewOrigin, rateReviewReason, rateReviewStatus } from './enums';
import { priceSources } from './price-sources';

/**
 * Rates that arrived on their own (a partner's push, a feed) and broke a rule of the guard
 * `rates.max_move_percent` (`reason`), or are a currency's first value at the source: they wait here for an editor, who approves
 * (published through the one publish path) or rejects them (docs/design.md#the-rate-review-queue).
 * The origin is generic (`origin_kind` + `origin_id` + a display name) so feeds share the queue.
 */
export const rateReviews = pgTable(
  'rate_reviews',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sourceId: integer()
      .notNull()
      .references(() => priceSources.id, { onDelete: 'restrict' }),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id, { onDelete: 'restrict' }),
    buy: numeric({ precision: 20, scale: 6 }).notNull(),
    sell: numeric({ precision: 20, scale: 6 }).notNull(),
    /** The last published pair it was compared with; null when the pair had none (a feed may queue a first value). */
    previousBuy: numeric({ precision: 20, scale: 6 }),
    previousSell: numeric({ precision: 20, scale: 6 }),
    /** Which rule held it, and the pair it moved too far from (null for a first value or review mode). */
    reason: rateReviewReason().notNull().default('last_published'),
    referenceBuy: numeric({ precision: 20, scale: 6 }),
    referenceSell: numeric({ precision: 20, scale: 6 }),
    originKind: rateReviewOrigin().notNull(),
    /** The partner key's id or the feed's id, as text (feeds may use other ids). */
    originId: text().notNull(),
    /** The origin as shown at the time (a key's name and its source, a feed's name). */
    originName: text().notNull(),
    status: rateReviewStatus().notNull().default('pending'),
    decidedBy: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
    decidedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    // The queue screen (pending first, oldest first) and the supersede step (pending of one pair).
    index('rate_reviews_status_created_idx').on(t.status, t.createdAt),
    // At most one pending item per source and currency: a newer one supersedes it (writers take the
    // pair's advisory lock first, so two pushes at once queue one after the other instead of colliding).
    uniqueIndex('rate_reviews_pending_pair_unique')
      .on(t.sourceId, t.currencyId)
      .where(sql`${t.status} = 'pending'`),
    check('rate_reviews_sell_not_below_buy', sql`${t.sell} >= ${t.buy} and ${t.buy} > 0`),
  ],
);
