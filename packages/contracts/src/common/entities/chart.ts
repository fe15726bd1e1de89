import { z } from 'zod';
import { ZDecimal, ZRecordId, ZTimestamp } from '../fields';
import { ZPriceSourceRef } from './price-source';

/** Chart periods. */
export const ZChartPeriod = z.enum(['7d', '30d', '90d', '1y']);
export type TChartPeriod = z.infer<typeof ZChartPeriod>;

/** Which price a series plots: a buy/sell side, or the single `value` of a one-price item. */
export const ZChartSide = z.enum(['buy', 'sell', 'value']);
export type TChartSide = z.infer<typeof ZChartSide>;

/** `[unix seconds, value]`; the value stays a decimal string like every price (uPlot takes `Number(v)`). */
export const ZChartPoint = z.tuple([z.int().min(0), ZDecimal]);
export type TChartPoint = z.infer<typeof ZChartPoint>;

/** One line of a chart: one source (null: no market), one side, oldest point first, ≤ ~200 points. */
export const ZChartSeries = z.object({
  source: ZPriceSourceRef.nullable(),
  side: ZChartSide,
  points: z.array(ZChartPoint),
});
export type TChartSeries = z.infer<typeof ZChartSeries>;

export const ZChart = z.object({
  item_id: ZRecordId,
  period: ZChartPeriod,
  from: ZTimestamp,
  to: ZTimestamp,
  series: z.array(ZChartSeries),
});
export type TChart = z.infer<typeof ZChart>;
