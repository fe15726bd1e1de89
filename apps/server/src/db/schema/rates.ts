import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, numeric, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin-users';
import { isDemo, timestamptz } from './columns';
import { currencies } from './currencies';
import { priceSources } from './price-sources';

/**
 * Buy/sell quotes of one currency, in the base currency, at one source. Append-only history: every
 * publish adds a row, so charts and "change since yesterday" read the same table.
 *
 * Latest rate per source and currency: one index probe per pair through the unique index below,
 *   select c.id, r.* from currencies c cross join price_sources s
 *   cross join lateral (select buy, sell, recorded_at from rates
 *     where source_id = s.id and currency_id = c.id order by recorded_at desc limit 1) r
 * which stays O(pairs · log n) however long the history grows (a plain `distinct on` would scan
 * all of it). Public reads then serve it from the in-process cache
 * (docs/design.md#content-cache-and-hot-reads).
 */
export const rates = pgTable(
  'rates',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // History is the product: a currency or source that has rates is deactivated, not deleted.
    currencyId: integer()
      .notNull()
      .references(() => currencies.id, { onDelete: 'restrict' }),
    sourceId: integer()
      .notNull()
      .references(() => priceSources.id, { onDelete: 'restrict' }),
    /**
     * numeric(20,6), read as strings and computed with decimal.js: a float would turn
     * 1617.35 into 1617.3499999… and the converter would be wrong in the last digit.
     */
    buy: numeric({ precision: 20, scale: 6 }).notNull(),
    sell: numeric({ precision: 20, scale: 6 }).notNull(),
    recordedAt: timestamptz().notNull().defaultNow(),
    /** The editor who published it; null for imports and seeds. */
    publishedBy: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
    /**
     * A value a person stands behind: an editor published or approved it, or the service wrote it
     * itself (seed, demo drift). False for a partner's or feed's value published on its own within
     * the guard: the last vetted value is the reference those arrivals may not drift away from
     * (docs/design.md#the-rate-review-queue).
     */
    vetted: boolean().notNull().default(true),
    isDemo: isDemo(),
  },
  (t) => [
    // Serves the latest-per-pair probe (backward scan) and chart range scans
    // (`source_id = ? and currency_id = ? and recorded_at between ? and ?`); unique, so a
    // repeated import of the same instant is refused instead of doubling a point.
    uniqueIndex('rates_source_currency_recorded_unique').on(t.sourceId, t.currencyId, t.recordedAt),
    // The last vetted value of a pair (services/rate-reviews/load-guard-references.ts), found without
    // walking back over the partner's or feed's own values published since.
    index('rates_vetted_source_currency_recorded_idx')
      .on(t.sourceId, t.currencyId, t.recordedAt)
      .where(sql`${t.vetted}`),
    // "This currency at every source over a period", and the foreign key check when a currency is deleted.
    index('rates_currency_recorded_idx').on(t.currencyId, t.recordedAt),
    check('rates_buy_positive', sql`${t.buy} > 0`),
    check('rates_sell_positive', sql`${t.sell} > 0`),
    // A dealer never sells below its buying price; a swapped pair is a typo that must not publish.
    check('rates_sell_not_below_buy', sql`${t.sell} >= ${t.buy}`),
  ],
);
