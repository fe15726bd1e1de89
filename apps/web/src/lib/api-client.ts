import type { AxiosInstance } from 'axios';
import type { TErrorBody } from '@sarraf/contracts';
import type { RouteName, TResponse } from '@sarraf/contracts/api';
import { t } from '../i18n/language';
import { isAxiosError, serverMessage, type CallOptions } from './api-base';
import type * as Transport from './api-transport';

export { XSRF_COOKIE_NAME, XSRF_HEADER_NAME, type CallOptions } from './api-base';

/**
 * The transport (axios, the client of lib/api-transport.ts and the route table) is its own chunk,
 * loaded by the first call: a first visit's landing page renders, rates included, before it
 * arrives (docs/design.md#a-light-first-visit). Everything here is the light part every screen
 * imports: the call and the readers of its errors, which know axios's errors by their flag.
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

/** The transport's chunk did not load: for the caller, the call never reached the server. */
export class TransportUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Network Error', { cause });
    this.name = 'TransportUnavailableError';
  }
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

export type FieldErrors = Readonly<Record<string, readonly string[]>>;

/** The errors object of a 422, per field; null for any other failure. */
export function fieldErrorsOf(error: unknown): FieldErrors | null {
  if (!isAxiosError(error) || error.response?.status !== 422) return null;
  const errors = (error.response.data as Partial<TErrorBody> | undefined)?.errors;
  return errors && typeof errors === 'object' ? errors : {};
}

export function statusOf(error: unknown): number | null {
  return isAxiosError(error) ? (error.response?.status ?? null) : null;
}

/** The Retry-After of a 429, in seconds. */
export function retryAfterOf(error: unknown): number | null {
  if (!isAxiosError(error) || error.response?.status !== 429) return null;
  const value = Number(error.response.headers['retry-after']);
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
}

/**
 * A sentence the user can act on, in Arabic: the server's own message when it sent one (the server
 * answers in Arabic), else ours for the network (axios's "Network Error" and friends stay in the log).
 */
export function errorMessageOf(error: unknown): string {
  if (error instanceof TransportUnavailableError) return t.errors.network;
  if (isAxiosError(error)) {
    if (!error.response) return t.errors.network;
    return serverMessage(error.response.data) ?? t.errors.generic;
  }
  return t.errors.generic;
}

/** True when the call never reached the server (offline, weak signal). */
export function isNetworkError(error: unknown): boolean {
  return (isAxiosError(error) && !error.response) || error instanceof TransportUnavailableError;
}
