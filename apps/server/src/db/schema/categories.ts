import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin-users';
import { createdAt, isDemo, sortOrder, timestamptz, updatedAt } from './columns';
import { currencies } from './currencies';
import { categoryKind } from './enums';
import { priceSources } from './price-sources';

/** A family of priced things shown together: currencies, gold, fuel (docs/design.md#content). */
export const categories = pgTable('categories', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  slug: text().notNull().unique('categories_slug_unique'),
  name: text().notNull(),
  kind: categoryKind().notNull(),
  description: text().notNull().default(''),
  /** English name and description for the English portal; null falls back to the Arabic (docs/product.md#languages). */
  nameEn: text(),
  descriptionEn: text(),
  active: boolean().notNull().default(true),
  sortOrder: sortOrder(),
  isDemo: isDemo(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One priced thing of a category (ذهب عيار 21, بنزين 20 لتر…). An item linked to a currency takes
 * its prices and charts from `rates`; other items keep their own history in `category_item_prices`.
 * Items belong to their category: deleting the category deletes them and their history.
 */
export const categoryItems = pgTable(
  'category_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** What one price buys: جرام, جنيه, دبة 20 لتر, أسطوانة. */
    unit: text().notNull(),
    description: text().notNull().default(''),
    /** English name, unit and description for the English portal; null falls back to the Arabic. */
    nameEn: text(),
    unitEn: text(),
    descriptionEn: text(),
    currencyId: integer().references(() => currencies.id, { onDelete: 'set null' }),
    active: boolean().notNull().default(true),
    sortOrder: sortOrder(),
    isDemo: isDemo(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('category_items_category_id_idx').on(t.categoryId)],
);

/**
 * Price history of an item, in the base currency, optionally per market (gold and fuel cost very
 * different amounts in Sanaa and Aden). Either a single `value` (a fixed fuel price) or a buy/sell
 * pair (gold), always positive; numeric for the same reason as rates.
 */
export const categoryItemPrices = pgTable(
  'category_item_prices',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    itemId: integer()
      .notNull()
      .references(() => categoryItems.id, { onDelete: 'cascade' }),
    sourceId: integer().references(() => priceSources.id, { onDelete: 'restrict' }),
    value: numeric({ precision: 20, scale: 6 }),
    buy: numeric({ precision: 20, scale: 6 }),
    sell: numeric({ precision: 20, scale: 6 }),
    recordedAt: timestamptz().notNull().defaultNow(),
    publishedBy: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
    isDemo: isDemo(),
  },
  (t) => [
    // Latest price per item (and market) and chart range scans, as for rates.
    index('category_item_prices_item_source_recorded_idx').on(t.itemId, t.sourceId, t.recordedAt),
    check(
      'category_item_prices_has_price',
      sql`${t.value} is not null or (${t.buy} is not null and ${t.sell} is not null)`,
    ),
    check('category_item_prices_value_positive', sql`${t.value} is null or ${t.value} > 0`),
    check('category_item_prices_buy_positive', sql`${t.buy} is null or ${t.buy} > 0`),
    check('category_item_prices_sell_positive', sql`${t.sell} is null or ${t.sell} > 0`),
    check(
      'category_item_prices_sell_not_below_buy',
      sql`${t.sell} is null or ${t.buy} is null or ${t.sell} >= ${t.buy}`,
    ),
  ],
);
