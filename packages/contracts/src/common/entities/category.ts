import { z } from 'zod';
import { ZCurrencyCode, ZDecimal, ZRecordId, ZTimestamp } from '../fields';
import { ZPriceSourceRef } from './price-source';

export const ZCategoryKind = z.enum(['currencies', 'gold', 'fuel']);
export type TCategoryKind = z.infer<typeof ZCategoryKind>;

/** A family of priced things shown together (currencies, gold, fuel). */
export const ZCategory = z.object({
  id: ZRecordId,
  /** Stable key, e.g. `gold`. */
  slug: z.string(),
  /** Arabic name, e.g. `الذهب`. */
  name: z.string(),
  kind: ZCategoryKind,
  description: z.string(),
  items_count: z.int().min(0),
});
export type TCategory = z.infer<typeof ZCategory>;

/**
 * The latest price of one item, in `quote_currency` (the base currency) per `unit` of the item.
 * Either a single `value` (a fixed fuel price) or a `buy`/`sell` pair (gold, currencies); the
 * others are null. `source` is null for a price that belongs to no market (a national fuel price).
 * Changes are against the last price of the previous day, null when there is none.
 */
export const ZCategoryItemQuote = z.object({
  source: ZPriceSourceRef.nullable(),
  quote_currency: ZCurrencyCode,
  value: ZDecimal.nullable(),
  buy: ZDecimal.nullable(),
  sell: ZDecimal.nullable(),
  value_change: ZDecimal.nullable(),
  buy_change: ZDecimal.nullable(),
  sell_change: ZDecimal.nullable(),
  recorded_at: ZTimestamp,
  is_stale: z.boolean(),
});
export type TCategoryItemQuote = z.infer<typeof ZCategoryItemQuote>;

/** An item of a category (an "internal item" to the portal): a currency, a gold karat, a fuel. */
export const ZCategoryItem = z.object({
  id: ZRecordId,
  category_id: ZRecordId,
  /** Arabic name, e.g. `ذهب عيار 21`. */
  name: z.string(),
  /** What one price buys, e.g. `جرام`, `دبة 20 لتر`. */
  unit: z.string(),
  description: z.string(),
  /** Set when the item is a currency: its prices and charts are that currency's rates. */
  currency: ZCurrencyCode.nullable(),
  /** Its price at the primary source (or its only price), null before any is recorded. */
  latest: ZCategoryItemQuote.nullable(),
});
export type TCategoryItem = z.infer<typeof ZCategoryItem>;
