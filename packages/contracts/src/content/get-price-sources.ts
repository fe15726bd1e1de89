import { z } from 'zod';
import { defineContract } from '../contract';
import { ZPriceSource, ZRateType } from '../common/entities/price-source';
import { ZPaged } from '../common/envelope';
import { ZPageQuery } from '../common/query';

export const ZGetPriceSourcesQuery = ZPageQuery.extend({
  type: ZRateType.optional(),
  city: z.string().trim().max(100).optional(),
});
export type TGetPriceSourcesQuery = z.infer<typeof ZGetPriceSourcesQuery>;

export const ZGetPriceSourcesResponse = ZPaged(ZPriceSource);
export type TGetPriceSourcesResponse = z.infer<typeof ZGetPriceSourcesResponse>;

export const getPriceSources = defineContract({
  method: 'GET',
  path: '/api/client/get/priceSources',
  summary: 'Price sources (markets, banks, exchange companies) with freshness, paged',
  tags: ['content'],
  access: 'public',
  query: ZGetPriceSourcesQuery,
  response: ZGetPriceSourcesResponse,
});
