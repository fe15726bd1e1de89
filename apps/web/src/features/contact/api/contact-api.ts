import type { TQueryInput, sendMessage as sendMessageContract } from '@sarraf/contracts';
import { callApi, endpoint } from '../../../lib/api-client';

const sendMessageEndpoint = endpoint<typeof sendMessageContract>('GET', '/api/client/send/message');

/** The contact payload as a query (GET); other errors reject with the response. */
export function sendContactMessage(message: TQueryInput<typeof sendMessageContract>) {
  return callApi(sendMessageEndpoint, { query: message });
}
