import { z } from 'zod';
import { defineContract } from '../contract';
import { ZChartPeriod, ZChartPoint } from '../common/entities/chart';
import { ZPriceSourceRef } from '../common/entities/price-source';
import { ZData } from '../common/envelope';
import { ZCurrencyCode, ZCurrencyCodeInput, ZTimestamp } from '../common/fields';
import { ZId } from '../common/query';

/** A pair, an optional source (default: every source that quotes the pair) and a period. */
export const ZGetRateHistoryQuery = z
  .object({
    from: ZCurrencyCodeInput,
    to: ZCurrencyCodeInput,
    source_id: ZId.optional(),
    period: ZChartPeriod.default('30d'),
  })
  .refine((q) => q.from !== q.to, { path: ['to'], params: { rule: 'different_currencies' } });
export type TGetRateHistoryQuery = z.infer<typeof ZGetRateHistoryQuery>;

/**
 * One line: units of `to` per one `from` over time. `buy`/`sell` when one side of the pair is the
 * base currency (the source's own buy and sell, or their inverse when `from` is the base); `mid`
 * for a cross of two foreign currencies at a source (the mid rates' quotient), and for a reference
 * series (the feed's daily cross rate; `source` null unless the rial is tied in through a market).
 */
export const ZRateHistorySeries = z.object({
  source: ZPriceSourceRef.nullable(),
  side: z.enum(['buy', 'sell', 'mid']),
  points: z.array(ZChartPoint),
});

export const ZRateHistory = z.object({
  from: ZCurrencyCode,
  to: ZCurrencyCode,
  period: ZChartPeriod,
  /** The period's bounds. */
  since: ZTimestamp,
  until: ZTimestamp,
  /** `market` when a market quotes the pair; else `reference` (the international feed's cross rates). */
  rate_kind: z.enum(['market', 'reference']),
  series: z.array(ZRateHistorySeries),
});
export type TRateHistory = z.infer<typeof ZRateHistory>;

export const ZGetRateHistoryResponse = ZData(ZRateHistory);
export type TGetRateHistoryResponse = z.infer<typeof ZGetRateHistoryResponse>;

export const getRateHistory = defineContract({
  method: 'GET',
  path: '/api/client/rates/history',
  summary: 'The history of any currency pair over 7d, 30d, 90d or 1y, by market or by reference rates',
  tags: ['content'],
  access: 'public',
  query: ZGetRateHistoryQuery,
  response: ZGetRateHistoryResponse,
});
