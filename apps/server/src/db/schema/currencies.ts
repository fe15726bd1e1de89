import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, isCurrencyCode, isDemo, sortOrder, updatedAt } from './columns';

export const currencies = pgTable(
  'currencies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** ISO 4217 code (USD, SAR…); the converter and the API address currencies by it. */
    code: text().notNull().unique('currencies_code_unique'),
    name: text().notNull(),
    symbol: text().notNull(),
    /** Emoji flag of the issuing country (🇺🇸); the euro has 🇪🇺. */
    flag: text().notNull(),
    /** ISO 4217 minor-unit exponent (YER 2, KWD 3): how to turn `*_minor` integers into amounts. */
    minorUnits: smallint().notNull().default(2),
    /** The currency every rate is quoted in (YER); it has no rate rows of its own. */
    isBase: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    sortOrder: sortOrder(),
    isDemo: isDemo(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Exactly one base currency at most: cross rates go through it (docs/design.md#converter).
    uniqueIndex('currencies_one_base')
      .on(t.isBase)
      .where(sql`${t.isBase}`),
    check('currencies_code_iso', isCurrencyCode(t.code)),
    check('currencies_minor_units_range', sql`${t.minorUnits} between 0 and 4`),
  ],
);
