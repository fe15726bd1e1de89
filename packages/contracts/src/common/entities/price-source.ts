import { z } from 'zod';
import { ZRecordId, ZTimestamp } from '../fields';

/** A source publishes official (central bank), parallel (a city market) or company rates. */
export const ZRateType = z.enum(['official', 'parallel', 'company']);
export type TRateType = z.infer<typeof ZRateType>;

/** The short form of a source, embedded in every rate, quote, bulletin and chart series. */
export const ZPriceSourceRef = z.object({
  id: ZRecordId,
  /** Arabic name, e.g. `سوق صنعاء`. */
  name: z.string(),
  city: z.string(),
});
export type TPriceSourceRef = z.infer<typeof ZPriceSourceRef>;

/** A market, bank or exchange company that quotes rates, with its city. */
export const ZPriceSource = ZPriceSourceRef.extend({
  type: ZRateType,
  description: z.string(),
  /** The converter's default source ("the primary market"); at most one is. */
  is_primary: z.boolean(),
  /** Rates older than this are flagged `is_stale`. */
  freshness_minutes: z.int().min(1),
  /** When its latest rate was recorded; null before its first publication. */
  last_recorded_at: ZTimestamp.nullable(),
  is_stale: z.boolean(),
});
export type TPriceSource = z.infer<typeof ZPriceSource>;
