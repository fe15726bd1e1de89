import type { z } from 'zod';
import { defineContract } from '../contract';
import { ZPriceList } from '../common/entities/price-list';
import { ZPaged } from '../common/envelope';
import { ZDateRangeQuery, ZId, ZPageQuery, refineDateRange } from '../common/query';

/** `from`/`to` bound the bulletin's `date`; newest first. */
export const ZGetPriceListsQuery = refineDateRange(
  ZPageQuery.extend({
    source_id: ZId.optional(),
    ...ZDateRangeQuery.shape,
  }),
);
export type TGetPriceListsQuery = z.infer<typeof ZGetPriceListsQuery>;

export const ZGetPriceListsResponse = ZPaged(ZPriceList);
export type TGetPriceListsResponse = z.infer<typeof ZGetPriceListsResponse>;

export const getPriceLists = defineContract({
  method: 'GET',
  path: '/api/client/get/priceLists',
  summary: 'Dated price bulletins per source, newest first, paged',
  tags: ['content'],
  access: 'public',
  query: ZGetPriceListsQuery,
  response: ZGetPriceListsResponse,
});
