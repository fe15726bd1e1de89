import { defineContract } from '../contract';
import {
  type TExchangeCompaniesQuery,
  type TExchangeCompaniesResponse,
  ZExchangeCompaniesQuery,
  ZExchangeCompaniesResponse,
} from './get-local-exchange-companies';

export const ZGetInternationalExchangeCompaniesQuery = ZExchangeCompaniesQuery;
export type TGetInternationalExchangeCompaniesQuery = TExchangeCompaniesQuery;
export const ZGetInternationalExchangeCompaniesResponse = ZExchangeCompaniesResponse;
export type TGetInternationalExchangeCompaniesResponse = TExchangeCompaniesResponse;

export const getInternationalExchangeCompanies = defineContract({
  method: 'GET',
  path: '/api/client/get/exchange/companies/international',
  summary: 'International exchange companies (money transfer networks) with their phone numbers, paged',
  tags: ['content'],
  access: 'public',
  query: ZGetInternationalExchangeCompaniesQuery,
  response: ZGetInternationalExchangeCompaniesResponse,
});
