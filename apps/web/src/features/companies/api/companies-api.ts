import type {
  TExchangeCompanyScope,
  getInternationalExchangeCompanies as internationalContract,
  getLocalExchangeCompanies as localContract,
} from '@sarraf/contracts';
import { callApi, endpoint } from '../../../lib/api-client';

const localEndpoint = endpoint<typeof localContract>('GET', '/api/client/get/exchange/companies/local');
const internationalEndpoint = endpoint<typeof internationalContract>(
  'GET',
  '/api/client/get/exchange/companies/international',
);

/** Local and international exchange companies, each with its phone numbers, paged. */
export function getExchangeCompanies(scope: TExchangeCompanyScope, page: number, signal?: AbortSignal) {
  const options = { query: { page, per_page: 20 }, ...(signal ? { signal } : {}) };
  return scope === 'local' ? callApi(localEndpoint, options) : callApi(internationalEndpoint, options);
}
