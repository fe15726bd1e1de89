import { z } from 'zod';
import { ZCurrencyCode, ZDecimal, ZIsoDate, ZTimestamp } from '../fields';
import { ZPriceSourceRef } from './price-source';
import { ZRateSide } from './rate';

/** One rate the converter used: `rate` is base-currency units per one `currency`. */
export const ZConversionLeg = z.object({
  currency: ZCurrencyCode,
  side: ZRateSide,
  rate: ZDecimal,
  recorded_at: ZTimestamp,
});
export type TConversionLeg = z.infer<typeof ZConversionLeg>;

/**
 * The converter's answer (docs/design.md#converter). `side` tells how it priced the amount:
 * - `buy`: `from` is foreign and `to` the base currency; the source buys `from`;
 * - `sell`: `from` is the base currency; the source sells `to`;
 * - `cross`: neither is the base; `from` at its buy rate, then `to` at its sell rate (two legs).
 * `rate` is the effective `to` per one `from`; `result` is `amount × rate`, computed in decimals.
 *
 * `rate_kind` says what the rates are: `market` (the source's buy and sell, always used when the
 * source quotes both currencies) or `reference` (the international reference feed's cross rates,
 * for a currency the market does not quote; no spread, `side` is `cross`, `base` is the feed's
 * base currency and each leg is that base per one unit, at the mid rate). A reference rate carries
 * `reference_date`, the feed's day; a market conversion has null.
 */
export const ZConversion = z.object({
  amount: ZDecimal,
  from: ZCurrencyCode,
  to: ZCurrencyCode,
  base: ZCurrencyCode,
  source: ZPriceSourceRef,
  result: ZDecimal,
  side: z.enum(['buy', 'sell', 'cross']),
  rate: ZDecimal,
  /** The older of the legs' times: the conversion is as fresh as this. */
  rate_recorded_at: ZTimestamp,
  is_stale: z.boolean(),
  legs: z.array(ZConversionLeg).min(1).max(2),
  rate_kind: z.enum(['market', 'reference']),
  reference_date: ZIsoDate.nullable(),
});
export type TConversion = z.infer<typeof ZConversion>;
