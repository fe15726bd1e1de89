import { check, date, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, isCurrencyCode } from './columns';

/**
 * The international reference feed's rates (docs/design.md#reference-rates): per day, how many
 * units of each currency one unit of the feed's base (the euro) buys. Never a market rate: the
 * converter uses them only for a pair the market does not quote, and says so. A day imported again
 * replaces its rows.
 */
export const referenceRates = pgTable(
  'reference_rates',
  {
    day: date({ mode: 'string' }).notNull(),
    currency: text().notNull(),
    /** The feed's base currency (EUR for the ECB's file). */
    base: text().notNull(),
    perBase: numeric({ precision: 24, scale: 10 }).notNull(),
    importedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.currency] }),
    check('reference_rates_currency_check', isCurrencyCode(t.currency)),
    check('reference_rates_base_check', isCurrencyCode(t.base)),
  ],
);
