import type { TQuery } from '@sarraf/contracts/api';
import { callApi } from '../../../lib/api-client';

/** The contact payload as a query (GET); other errors reject with the response. */
export function sendContactMessage(message: TQuery<'sendMessage'>) {
  return callApi('sendMessage', { query: message });
}

/** The contact area holds its own currencies list: the form's currency choice. */
export async function getContactCurrencies(signal?: AbortSignal) {
  const response = await callApi('getCurrencyList', signal ? { signal } : {});
  return response.data;
}
