import type { TQuery } from '@sarraf/contracts/api';
import { callApi } from '../../../lib/api-client';

/** The converter returns the response data (docs/design.md#converter: which rate and time it used). */
export async function convertCurrency(query: TQuery<'convertCurrency'>) {
  const response = await callApi('convertCurrency', { query });
  return response.data;
}

/** The converter holds its own currencies list. */
export async function getConverterCurrencies(signal?: AbortSignal) {
  const response = await callApi('getCurrencyList', signal ? { signal } : {});
  return response.data;
}

export async function getConverterSources(signal?: AbortSignal) {
  const response = await callApi('getPriceSources', {
    query: { per_page: 100 },
    ...(signal ? { signal } : {}),
  });
  return response.data;
}

/**
 * Every currency of the international reference feed, named in Arabic
 * (docs/design.md#reference-rates): the pickers' "more currencies".
 */
export async function getReferenceCurrencies(signal?: AbortSignal) {
  const response = await callApi('getReferenceRates', signal ? { signal } : {});
  return response.data;
}
