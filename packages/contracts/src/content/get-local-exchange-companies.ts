import { z } from 'zod';
import { defineContract } from '../contract';
import { ZExchangeCompany } from '../common/entities/exchange-company';
import { ZPaged } from '../common/envelope';
import { ZPageQuery } from '../common/query';

/** Shared by the local and international company lists. */
export const ZExchangeCompaniesQuery = ZPageQuery.extend({
  city: z.string().trim().max(100).optional(),
});
export type TExchangeCompaniesQuery = z.infer<typeof ZExchangeCompaniesQuery>;

export const ZExchangeCompaniesResponse = ZPaged(ZExchangeCompany);
export type TExchangeCompaniesResponse = z.infer<typeof ZExchangeCompaniesResponse>;

export const ZGetLocalExchangeCompaniesQuery = ZExchangeCompaniesQuery;
export type TGetLocalExchangeCompaniesQuery = TExchangeCompaniesQuery;
export const ZGetLocalExchangeCompaniesResponse = ZExchangeCompaniesResponse;
export type TGetLocalExchangeCompaniesResponse = TExchangeCompaniesResponse;

export const getLocalExchangeCompanies = defineContract({
  method: 'GET',
  path: '/api/client/get/exchange/companies/local',
  summary: 'Local exchange companies with their phone numbers, paged',
  tags: ['content'],
  access: 'public',
  query: ZGetLocalExchangeCompaniesQuery,
  response: ZGetLocalExchangeCompaniesResponse,
});
