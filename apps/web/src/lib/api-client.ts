import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
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
import { ar } from '../i18n/ar';
import { clearSession, getBillToken, getToken } from './session';
import { emitUnauthorized } from './session-events';

/** Names of the cross-site request forgery cookie and header (docs/product.md#session-keys). */
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';

export interface ApiClientOptions {
  /** Tests replace the transport; the portal uses axios's own (XHR). */
  readonly adapter?: AxiosAdapter;
  /** 5xx shows a browser alert with the response's message. */
  readonly alert?: (message: string) => void;
}

/**
 * The portal's one HTTP client (docs/product.md#error-handling): a bearer token when one is held,
 * `Accept-Language: ar`, the XSRF-TOKEN cookie echoed in X-XSRF-TOKEN, no default timeout, and only 2xx
 * counts as success. The interceptors: a 401 logs out and goes to the site root; 5xx alerts.
 */
export function createApiClient(options: ApiClientOptions = {}): AxiosInstance {
  const client = axios.create({
    headers: { Accept: 'application/json', 'Accept-Language': 'ar' },
    // No default timeout; a slow mobile network gets all the time it needs.
    timeout: 0,
    // axios reads the cookie and sets the header itself (one reason the portal uses axios).
    withXSRFToken: true,
    xsrfCookieName: XSRF_COOKIE_NAME,
    xsrfHeaderName: XSRF_HEADER_NAME,
    // Any status outside 200-299 is a failure.
    validateStatus: (status) => status >= 200 && status < 300,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  client.interceptors.request.use((config) => {
    // The bearer token goes on every call while one is held. Without a client session, the my-bill
    // calls and the logout carry the bill token (docs/adr/0007-a-bill-token-is-not-a-client-session.md).
    const token = getToken() ?? (carriesBillToken(config.url) ? getBillToken() : null);
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    else config.headers.delete('Authorization');
    return config;
  });

  client.interceptors.response.use(undefined, (error: unknown) => {
    if (axios.isAxiosError(error) && error.response) {
      const status = error.response.status;
      const data: unknown = error.response.data;
      if (status === 401) {
        // A 401 on any call logs the user out and sends them to the site root.
        clearSession();
        emitUnauthorized();
      } else if (status >= 500) {
        // 500 or above, the user gets a browser alert with the response.
        (options.alert ?? ((message: string) => window.alert(message)))(
          serverMessage(data) ?? ar.errors.server,
        );
      }
    }
    // The caller gets the axios error as it came (the call rejects with the response).
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
    return Promise.reject(error);
  });

  return client;
}

export const apiClient = createApiClient();

/** The calls a my-bill token is good for: the bill screens', and the logout that revokes it. */
const BILL_CALLS: ReadonlySet<string> = new Set(
  (
    ['getMyBillInfo', 'getMyBillTransactions', 'getMyBillSms', 'changeNotificationStatus', 'logout'] as const
  ).map((name) => routes[name].path),
);

export function carriesBillToken(url: string | undefined): boolean {
  return url !== undefined && BILL_CALLS.has(url);
}

export interface CallOptions<N extends RouteName> {
  readonly query?: TQuery<N>;
  readonly body?: TRequest<N>;
  /** Values of the `:name` segments of the path. */
  readonly params?: TParams<N>;
  readonly signal?: AbortSignal;
}

/**
 * Calls one endpoint of the route table (`@sarraf/contracts/api`, no zod at run time) by its
 * contract's name through the portal's client; resolves with its 2xx body.
 */
export async function callApi<N extends RouteName>(
  name: N,
  options: CallOptions<N> = {},
  client: AxiosInstance = apiClient,
): Promise<TResponse<N>> {
  const route = routes[name];
  const response = await client.request<TResponse<N>>({
    method: route.method,
    url: fillPath(route.path, options.params),
    params: options.query,
    data: options.body,
    signal: options.signal,
  });
  return response.data;
}

function serverMessage(data: unknown): string | null {
  if (data && typeof data === 'object' && 'message' in data) {
    const { message } = data;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

export type FieldErrors = Readonly<Record<string, readonly string[]>>;

/** The errors object of a 422, per field; null for any other failure. */
export function fieldErrorsOf(error: unknown): FieldErrors | null {
  if (!axios.isAxiosError(error) || error.response?.status !== 422) return null;
  const errors = (error.response.data as Partial<TErrorBody> | undefined)?.errors;
  return errors && typeof errors === 'object' ? errors : {};
}

export function statusOf(error: unknown): number | null {
  return axios.isAxiosError(error) ? (error.response?.status ?? null) : null;
}

/** The Retry-After of a 429, in seconds. */
export function retryAfterOf(error: unknown): number | null {
  if (!axios.isAxiosError(error) || error.response?.status !== 429) return null;
  const value = Number(error.response.headers['retry-after']);
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
}

/**
 * A sentence the user can act on, in Arabic: the server's own message when it sent one (the server
 * answers in Arabic), else ours for the network (axios's "Network Error" and friends stay in the log).
 */
export function errorMessageOf(error: unknown): string {
  if (axios.isAxiosError(error)) {
    if (!error.response) return ar.errors.network;
    return serverMessage(error.response.data) ?? ar.errors.generic;
  }
  return ar.errors.generic;
}

/** True when the call never reached the server (offline, weak signal). */
export function isNetworkError(error: unknown): boolean {
  return axios.isAxiosError(error) && !error.response;
}
