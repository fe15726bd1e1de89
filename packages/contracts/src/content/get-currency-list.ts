import { z } from 'zod';
import { defineContract } from '../contract';
import { ZCurrency } from '../common/entities/currency';
import { ZRateType } from '../common/entities/price-source';
import { ZRate } from '../common/entities/rate';
import { ZCurrencyCodeInput } from '../common/fields';
import { ZList } from '../common/envelope';
import { ZId, ZSearch } from '../common/query';

/** Not paged: the whole list is small and the converter and contact screens need all of it. */
export const ZGetCurrencyListQuery = z.object({
  search: ZSearch,
  source_id: ZId.optional(),
  type: ZRateType.optional(),
  currency: ZCurrencyCodeInput.optional(),
});
export type TGetCurrencyListQuery = z.infer<typeof ZGetCurrencyListQuery>;

/** A currency with its latest rate at each source (only `source_id`'s / `type`'s when filtered). */
export const ZCurrencyWithRates = ZCurrency.extend({
  rates: z.array(ZRate),
});
export type TCurrencyWithRates = z.infer<typeof ZCurrencyWithRates>;

export const ZGetCurrencyListResponse = ZList(ZCurrencyWithRates);
export type TGetCurrencyListResponse = z.infer<typeof ZGetCurrencyListResponse>;

export const getCurrencyList = defineContract({
  method: 'GET',
  path: '/api/client/get/currency/list',
  summary: 'Currencies with their latest buy/sell rates per source',
  tags: ['content'],
  access: 'public',
  query: ZGetCurrencyListQuery,
  response: ZGetCurrencyListResponse,
});
