import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
import { fillPath, routes, type RouteName, type TResponse } from '@sarraf/contracts/api';
import { getLanguage, t } from '../i18n/language';
import {
  isAxiosError,
  serverMessage,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
  type CallOptions,
} from './api-base';
import { callKey, noteAnswer } from './data-freshness';
import { SAVED_AT_HEADER } from './offline-copies';
import { clearSession, getBillToken, getToken } from './session';
import { emitUnauthorized } from './session-events';

/**
 * The portal's HTTP transport: axios and the route table, a chunk of their own that the first call
 * loads (lib/api-client.ts says why). Screens call `callApi`, never this module.
 */

export interface ApiClientOptions {
  /** Tests replace the transport; the portal uses axios's own (XHR). */
  readonly adapter?: AxiosAdapter;
  /** 5xx shows a browser alert with the response's message. */
  readonly alert?: (message: string) => void;
}

/**
 * The portal's one HTTP client (docs/product.md#error-handling): a bearer token when one is held,
 * `Accept-Language` of the language in use (`ar` by default, `en` when English is chosen:
 * docs/product.md#languages), the XSRF-TOKEN cookie echoed in X-XSRF-TOKEN, no default timeout, and
 * only 2xx counts as success. The interceptors: a 401 logs out and goes to the site root; 5xx alerts.
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
    // The server answers its messages (errors under the fields) in the portal's language.
    config.headers.set('Accept-Language', getLanguage());
    return config;
  });

  client.interceptors.response.use(undefined, (error: unknown) => {
    if (isAxiosError(error) && error.response) {
      const status = error.response.status;
      const data: unknown = error.response.data;
      if (status === 401) {
        // A 401 on any call logs the user out and sends them to the site root.
        clearSession();
        emitUnauthorized();
      } else if (status >= 500) {
        // 500 or above, the user gets a browser alert with the response.
        (options.alert ?? ((message: string) => window.alert(message)))(
          serverMessage(data) ?? t.errors.server,
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

/**
 * One call of the route table through `client`; resolves with its 2xx body. A read's answer is
 * noted for the screen that asked (lib/data-freshness.ts), with the time of the offline worker's
 * copy when that is what answered.
 */
export async function sendRequest<N extends RouteName>(
  name: N,
  options: CallOptions<N>,
  client: AxiosInstance,
): Promise<TResponse<N>> {
  const route = routes[name];
  const screen = window.location.pathname;
  const response = await client.request<TResponse<N>>({
    method: route.method,
    url: fillPath(route.path, options.params),
    params: options.query,
    data: options.body,
    signal: options.signal,
  });
  if (route.method === 'GET') {
    const savedAt: unknown = response.headers[SAVED_AT_HEADER];
    noteAnswer(
      callKey(name, options.params, options.query),
      screen,
      typeof savedAt === 'string' ? savedAt : null,
    );
  }
  return response.data;
}
