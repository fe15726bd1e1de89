import { z } from 'zod';
import { defineContract } from '../contract';
import { ZChart, ZChartPeriod, ZChartSide } from '../common/entities/chart';
import { ZData } from '../common/envelope';
import { ZId } from '../common/query';

/** The body: which item, which period, optionally one source and one side. */
export const ZGetCategoryDetailsChartsRequest = z.object({
  item_id: ZId,
  period: ZChartPeriod.default('30d'),
  source_id: ZId.optional(),
  side: ZChartSide.optional(),
});
export type TGetCategoryDetailsChartsRequest = z.infer<typeof ZGetCategoryDetailsChartsRequest>;

/** Series per source and side from the rate history, downsampled to at most ~200 points. */
export const ZGetCategoryDetailsChartsResponse = ZData(ZChart);
export type TGetCategoryDetailsChartsResponse = z.infer<typeof ZGetCategoryDetailsChartsResponse>;

export const getCategoryDetailsCharts = defineContract({
  method: 'POST',
  path: '/api/client/get/category/details/charts',
  summary: "Chart series of an item's price history for 7d, 30d, 90d or 1y",
  tags: ['content'],
  access: 'public',
  body: ZGetCategoryDetailsChartsRequest,
  response: ZGetCategoryDetailsChartsResponse,
});
