import { z } from 'zod';
import { ZCurrencyCode, ZDecimal, ZTimestamp } from '../fields';
import { ZPriceSourceRef, ZRateType } from './price-source';

/**
 * Which side of a quote: `buy` is the price at which the source buys the currency from a customer,
 * `sell` the price at which it sells it (both in the base currency per one unit).
 */
export const ZRateSide = z.enum(['buy', 'sell']);
export type TRateSide = z.infer<typeof ZRateSide>;

/**
 * The latest rate of one currency at one source. Decimals are strings; the changes are
 * against the last rate recorded on the previous day, null when there is none.
 */
export const ZRate = z.object({
  currency: ZCurrencyCode,
  /** The currency `buy`/`sell` are expressed in: the base currency. */
  quote_currency: ZCurrencyCode,
  source: ZPriceSourceRef,
  type: ZRateType,
  buy: ZDecimal,
  sell: ZDecimal,
  buy_change: ZDecimal.nullable(),
  sell_change: ZDecimal.nullable(),
  recorded_at: ZTimestamp,
  /** Older than the source's freshness window: the portal warns. */
  is_stale: z.boolean(),
});
export type TRate = z.infer<typeof ZRate>;
