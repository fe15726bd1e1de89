import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, isDemo, sortOrder, updatedAt } from './columns';
import { priceSourceType } from './enums';

/** A market, bank or exchange company that quotes rates (سوق صنعاء, البنك المركزي…). */
export const priceSources = pgTable(
  'price_sources',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    city: text().notNull(),
    type: priceSourceType().notNull(),
    description: text().notNull().default(''),
    /** English name, city and description for the English portal; null falls back to the Arabic (docs/product.md#languages). */
    nameEn: text(),
    cityEn: text(),
    descriptionEn: text(),
    /** A rate older than this is shown as `stale`; editable per source in the back office. */
    freshnessMinutes: integer().notNull().default(1440),
    /** The converter's default source when none is chosen. */
    isPrimary: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    sortOrder: sortOrder(),
    isDemo: isDemo(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('price_sources_one_primary')
      .on(t.isPrimary)
      .where(sql`${t.isPrimary}`),
    check('price_sources_freshness_positive', sql`${t.freshnessMinutes} > 0`),
  ],
);
