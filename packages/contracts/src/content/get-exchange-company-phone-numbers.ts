import { z } from 'zod';
import { defineContract } from '../contract';
import { ZExchangeCompanyPhoneNumber, ZExchangeCompanyScope } from '../common/entities/exchange-company';
import { ZPaged } from '../common/envelope';
import { ZId, ZPageQuery } from '../common/query';

export const ZGetExchangeCompanyPhoneNumbersQuery = ZPageQuery.extend({
  company_id: ZId.optional(),
  scope: ZExchangeCompanyScope.optional(),
  city: z.string().trim().max(100).optional(),
});
export type TGetExchangeCompanyPhoneNumbersQuery = z.infer<typeof ZGetExchangeCompanyPhoneNumbersQuery>;

export const ZGetExchangeCompanyPhoneNumbersResponse = ZPaged(ZExchangeCompanyPhoneNumber);
export type TGetExchangeCompanyPhoneNumbersResponse = z.infer<typeof ZGetExchangeCompanyPhoneNumbersResponse>;

export const getExchangeCompanyPhoneNumbers = defineContract({
  method: 'GET',
  path: '/api/client/get/exchange/companies/phone/numbers',
  summary: 'Phone numbers of exchange companies, each with its company, paged',
  tags: ['content'],
  access: 'public',
  query: ZGetExchangeCompanyPhoneNumbersQuery,
  response: ZGetExchangeCompanyPhoneNumbersResponse,
});
