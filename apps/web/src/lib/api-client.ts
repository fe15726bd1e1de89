import type { AxiosInstance } from 'axios';
import type { RouteName, TResponse } from '@sarraf/contracts/api';
import type { CallOptions } from './api-base';
import { TransportUnavailableError } from './api-errors';
import type * as Transport from './api-transport';

export { XSRF_COOKIE_NAME, XSRF_HEADER_NAME, type CallOptions } from './api-base';

/**
 * The transport (axios, the client of lib/api-transport.ts and the route table) is its own chunk,
 * loaded by the first call: a first visit's landing page renders, rates included, before it
 * arrives (docs/design.md#a-light-first-visit). Everything here is the light part every screen
 * imports: the call. Its errors are read by lib/api-errors.ts. Only a feature's `api/` folder
 * (and the query layer) imports this module: the screens never talk to the network themselves.
 */
let transport: Promise<typeof Transport> | undefined;
export function loadTransport(): Promise<typeof Transport> {
  transport ??= import('./api-transport').catch((error: unknown) => {
    // A later call tries again (the connection may be back).
    transport = undefined;
    throw new TransportUnavailableError(error);
  });
  return transport;
}

/**
 * Calls one endpoint of the route table (`@sarraf/contracts/api`, no zod at run time) by its
 * contract's name through the portal's client (or `client`); resolves with its 2xx body.
 */
export async function callApi<N extends RouteName>(
  name: N,
  options: CallOptions<N> = {},
  client?: AxiosInstance,
): Promise<TResponse<N>> {
  const { sendRequest, apiClient } = await loadTransport();
  return sendRequest(name, options, client ?? apiClient);
}
