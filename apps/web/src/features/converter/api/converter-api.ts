import type {
  TQueryInput,
  convertCurrency as convertCurrencyContract,
  getCurrencyList as getCurrencyListContract,
  getPriceSources as getPriceSourcesContract,
} from '@sarraf/contracts';
import { callApi, endpoint } from '../../../lib/api-client';

const convertEndpoint = endpoint<typeof convertCurrencyContract>('GET', '/api/client/converter/currency');
const currencyListEndpoint = endpoint<typeof getCurrencyListContract>('GET', '/api/client/get/currency/list');
const priceSourcesEndpoint = endpoint<typeof getPriceSourcesContract>('GET', '/api/client/get/priceSources');

/** The converter returns the response data (docs/design.md#converter: which rate and time it used). */
export async function convertCurrency(query: TQueryInput<typeof convertCurrencyContract>) {
  const response = await callApi(convertEndpoint, { query });
  return response.data;
}

/** The converter holds its own currencies list. */
export async function getConverterCurrencies(signal?: AbortSignal) {
  const response = await callApi(currencyListEndpoint, signal ? { signal } : {});
  return response.data;
}

export async function getConverterSources(signal?: AbortSignal) {
  const response = await callApi(priceSourcesEndpoint, {
    query: { per_page: 100 },
    ...(signal ? { signal } : {}),
  });
  return response.data;
}
