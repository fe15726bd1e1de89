import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin-users';
import { createdAt, isDemo, sortOrder, timestamptz, updatedAt } from './columns';
import { currencies } from './currencies';
import { priceSources } from './price-sources';

/** A dated bulletin of one source (نشرة الأسعار), as the source published it that day. */
export const priceLists = pgTable(
  'price_lists',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sourceId: integer()
      .notNull()
      .references(() => priceSources.id, { onDelete: 'restrict' }),
    title: text().notNull(),
    /** The bulletin's calendar day in Yemen, not an instant: `date`, read as 'YYYY-MM-DD'. */
    listDate: date({ mode: 'string' }).notNull(),
    notes: text().notNull().default(''),
    publishedAt: timestamptz().notNull().defaultNow(),
    publishedBy: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
    isDemo: isDemo(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One bulletin per source per day: a correction edits it, a double submit cannot duplicate it.
    uniqueIndex('price_lists_source_date_unique').on(t.sourceId, t.listDate),
    // The public list, newest first across sources.
    index('price_lists_list_date_idx').on(t.listDate),
  ],
);

/**
 * The lines of a bulletin, as rows rather than a jsonb array: the database checks each price
 * (positive, sell ≥ buy) and each currency (foreign key), numeric keeps every decimal (a jsonb
 * number reaches JavaScript as a float), and an editor's correction updates one row.
 */
export const priceListItems = pgTable(
  'price_list_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    priceListId: integer()
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    currencyId: integer()
      .notNull()
      .references(() => currencies.id, { onDelete: 'restrict' }),
    buy: numeric({ precision: 20, scale: 6 }).notNull(),
    sell: numeric({ precision: 20, scale: 6 }).notNull(),
    note: text(),
    sortOrder: sortOrder(),
  },
  (t) => [
    uniqueIndex('price_list_items_list_currency_unique').on(t.priceListId, t.currencyId),
    index('price_list_items_currency_id_idx').on(t.currencyId),
    check('price_list_items_buy_positive', sql`${t.buy} > 0`),
    check('price_list_items_sell_positive', sql`${t.sell} > 0`),
    check('price_list_items_sell_not_below_buy', sql`${t.sell} >= ${t.buy}`),
  ],
);
