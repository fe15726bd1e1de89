import type { AxiosError } from 'axios';
import type { RouteName, TParams, TQuery, TRequest } from '@sarraf/contracts/api';

// What the light API client (lib/api-client.ts) and the transport it loads (lib/api-transport.ts)
// both use, with no axios at run time.

/** Names of the cross-site request forgery cookie and header (docs/product.md#session-keys). */
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';

export interface CallOptions<N extends RouteName> {
  readonly query?: TQuery<N>;
  readonly body?: TRequest<N>;
  /** Values of the `:name` segments of the path. */
  readonly params?: TParams<N>;
  readonly signal?: AbortSignal;
}

/** axios's own test (`axios.isAxiosError`), without loading axios to ask it. */
export function isAxiosError(error: unknown): error is AxiosError {
  return (
    typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

export function serverMessage(data: unknown): string | null {
  if (data && typeof data === 'object' && 'message' in data) {
    const { message } = data;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}
