import type { TExchangeCompanyScope } from '@sarraf/contracts';
import { callApi } from '../../../lib/api-client';

/** Local and international exchange companies, each with its phone numbers, paged. */
export function getExchangeCompanies(scope: TExchangeCompanyScope, page: number, signal?: AbortSignal) {
  const options = { query: { page, per_page: 20 }, ...(signal ? { signal } : {}) };
  return scope === 'local'
    ? callApi('getLocalExchangeCompanies', options)
    : callApi('getInternationalExchangeCompanies', options);
}

/** Every phone number of one scope's companies, each with its company (the phone directory). */
export function getPhoneNumbers(scope: TExchangeCompanyScope, page: number, signal?: AbortSignal) {
  return callApi('getExchangeCompanyPhoneNumbers', {
    query: { scope, page, per_page: 20 },
    ...(signal ? { signal } : {}),
  });
}
