import { z } from 'zod';
import { defineContract } from '../contract';
import { ZData } from '../common/envelope';
import { ZCurrencyCode, ZDecimal, ZRecordId, ZTimestamp } from '../common/fields';
import { ZId } from '../common/query';

/** A rate as an editor types it: a positive decimal, at most 14 integer and 6 fraction digits. */
export const ZRateInput = z
  .string()
  .trim()
  .regex(/^\d{1,14}(\.\d{1,6})?$/)
  .refine((value) => Number(value) > 0, { params: { rule: 'positive' } });

export const ZRateGridRow = z.object({
  currency_id: ZRecordId,
  code: ZCurrencyCode,
  name: z.string(),
  flag: z.string(),
  /** The last published values at this source, to prefill the grid; null when never published. */
  last_buy: ZDecimal.nullable(),
  last_sell: ZDecimal.nullable(),
  last_at: ZTimestamp.nullable(),
});
export type TRateGridRow = z.infer<typeof ZRateGridRow>;

export const ZRateGrid = z.object({
  source: z.object({ id: ZRecordId, name: z.string(), city: z.string(), freshness_minutes: z.int() }),
  /** The movement guard's threshold (setting `rates.max_move_percent`). */
  max_move_percent: z.number(),
  rows: z.array(ZRateGridRow),
});
export type TRateGrid = z.infer<typeof ZRateGrid>;

export const adminGetRateGrid = defineContract({
  method: 'GET',
  path: '/api/admin/rates',
  summary: 'The rate-entry grid of a source: one row per active currency with its last buy/sell',
  tags: ['admin'],
  access: 'admin',
  query: z.object({ source_id: ZId }),
  response: ZData(ZRateGrid),
});

export const ZPublishRatesRequest = z.object({
  source_id: ZId,
  rates: z
    .array(z.object({ currency_id: ZId, buy: ZRateInput, sell: ZRateInput }))
    .min(1)
    .max(500),
  /**
   * The editor saw the large moves and confirmed them. Without it, a value further than the
   * threshold from the last one is a 422 naming the rows (a typo must not reach subscribers).
   */
  confirm_large_moves: z.boolean().optional(),
});
export type TPublishRatesRequest = z.infer<typeof ZPublishRatesRequest>;

export const ZPublishRatesResponse = z.object({
  message: z.string(),
  data: z.object({ recorded_at: ZTimestamp, published: z.int() }),
});

export const adminPublishRates = defineContract({
  method: 'POST',
  path: '/api/admin/rates',
  summary: 'Publishes buy/sell rates of a source (history rows, caches invalidated, audited)',
  tags: ['admin'],
  access: 'admin',
  body: ZPublishRatesRequest,
  response: ZPublishRatesResponse,
});
