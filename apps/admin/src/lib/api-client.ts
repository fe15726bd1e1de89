import axios from 'axios';
import type { TErrorBody } from '@sarraf/contracts';
import {
  fillPath,
  routes,
  type RouteName,
  type TParams,
  type TQuery,
  type TRequest,
  type TResponse,
} from '@sarraf/contracts/api';

/**
 * The back office's one HTTP client. The session is an HttpOnly cookie the browser sends by itself;
 * axios echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN on every request (the server refuses unsafe
 * admin requests without it), and every message comes back in Arabic.
 */
export const apiClient = axios.create({
  headers: { 'Accept-Language': 'ar', Accept: 'application/json' },
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  withXSRFToken: true,
});

/**
 * The server's `{message, errors}` body of a failed call, when there is one (docs/design.md#api-conventions).
 */
export function apiErrorOf(error: unknown): {
  status: number;
  message?: string;
  errors?: Record<string, string[]>;
} {
  if (axios.isAxiosError(error) && error.response) {
    const body = error.response.data as Partial<TErrorBody> | undefined;
    return { status: error.response.status, message: body?.message, errors: body?.errors };
  }
  return { status: 0 };
}

let onUnauthorized: (() => void) | null = null;

/**
 * The signed-in layout registers what a 401 means while it is shown (the session expired or was
 * signed out elsewhere): back to the sign-in page. Returns the function that unregisters it.
 */
export function setUnauthorizedHandler(handler: () => void): () => void {
  onUnauthorized = handler;
  return () => {
    if (onUnauthorized === handler) onUnauthorized = null;
  };
}

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  // A 401 on the session calls themselves is an answer the callers handle (no session yet).
  const url = axios.isAxiosError(error) ? (error.config?.url ?? '') : '';
  if (apiErrorOf(error).status === 401 && !url.endsWith(routes.adminGetSession.path)) onUnauthorized?.();
  return Promise.reject(error instanceof Error ? error : new Error(String(error)));
});

export interface CallOptions<N extends RouteName> {
  readonly query?: TQuery<N>;
  readonly body?: TRequest<N>;
  /** Values of the `:name` segments of the path. */
  readonly params?: TParams<N>;
}

/**
 * Calls one endpoint of the route table (`@sarraf/contracts/api`) by its contract's name; resolves
 * with its 2xx body, typed by the contract, so a renamed field breaks the build here.
 */
export async function callApi<N extends RouteName>(
  name: N,
  options: CallOptions<N> = {},
): Promise<TResponse<N>> {
  const route = routes[name];
  const response = await apiClient.request<TResponse<N>>({
    method: route.method,
    url: fillPath(route.path, options.params),
    params: options.query,
    data: options.body,
  });
  return response.data;
}
