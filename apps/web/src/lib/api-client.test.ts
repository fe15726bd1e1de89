// @vitest-environment jsdom
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from './api-client';
import {
  errorMessageOf,
  fieldErrorsOf,
  isNetworkError,
  retryAfterOf,
  TransportUnavailableError,
} from './api-errors';
import { createApiClient } from './api-transport';
import { routes } from '@sarraf/contracts/api';
import { BILL_TOKEN_KEY, TOKEN_KEY } from './session';
import { setLanguage } from '../i18n/language';
import { onUnauthorized } from './session-events';

type Reply = { status: number; data?: unknown; headers?: Record<string, string> };

/** A transport that records each request and answers as told, failing outside 2xx like axios's own. */
function fakeAdapter(reply: Reply) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = (config) => {
    seen.push(config);
    const response = {
      data: reply.data ?? {},
      status: reply.status,
      statusText: String(reply.status),
      headers: new AxiosHeaders(reply.headers ?? {}),
      config,
    };
    if (config.validateStatus?.(reply.status)) return Promise.resolve(response);
    return Promise.reject(
      new AxiosError(
        `Request failed with status code ${reply.status}`,
        'ERR_BAD_RESPONSE',
        config,
        null,
        response,
      ),
    );
  };
  return { adapter, seen };
}

// Any endpoint does: the client's behaviour is the same for all.
const ping = 'getHealth';

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

describe('the API client', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCookies();
  });
  afterEach(() => vi.restoreAllMocks());

  it('sends a my-bill token on the my-bill calls and the logout only, and the client token before it', async () => {
    const { adapter, seen } = fakeAdapter({ status: 200, data: { data: {} } });
    const client = createApiClient({ adapter });
    localStorage.setItem(BILL_TOKEN_KEY, 'bill|secret');
    await callApi('getMyBillInfo', {}, client);
    await callApi('logout', {}, client);
    await callApi('getClientUser', {}, client);
    expect(seen.map((config) => config.headers.get('Authorization') ?? null)).toEqual([
      'Bearer bill|secret',
      'Bearer bill|secret',
      null,
    ]);
    // A client session shows the subscriber's own bill.
    localStorage.setItem(TOKEN_KEY, 'client|secret');
    await callApi('getMyBillInfo', {}, client);
    expect(seen[3]?.headers.get('Authorization')).toBe('Bearer client|secret');
  });

  it('sends Accept-Language en once English is chosen, and ar again after Arabic', async () => {
    const { adapter, seen } = fakeAdapter({ status: 200 });
    const client = createApiClient({ adapter });
    await setLanguage('en');
    await callApi(ping, {}, client);
    await setLanguage('ar');
    await callApi(ping, {}, client);
    expect(seen[0]?.headers.get('Accept-Language')).toBe('en');
    expect(seen[1]?.headers.get('Accept-Language')).toBe('ar');
  });

  it('sends Accept-Language ar by default, and the bearer token only while one is held', async () => {
    const { adapter, seen } = fakeAdapter({ status: 200 });
    const client = createApiClient({ adapter });
    await callApi(ping, {}, client);
    localStorage.setItem(TOKEN_KEY, 'id|secret');
    await callApi(ping, {}, client);
    expect(seen[0]?.headers.get('Accept-Language')).toBe('ar');
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
    expect(seen[1]?.headers.get('Authorization')).toBe('Bearer id|secret');
  });

  it('echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN, with no default timeout', async () => {
    document.cookie = 'XSRF-TOKEN=abc.def; Path=/';
    const { adapter, seen } = fakeAdapter({ status: 200 });
    const client = createApiClient({ adapter });
    await callApi(ping, {}, client);
    expect(client.defaults.timeout).toBe(0);
    expect(seen[0]?.xsrfCookieName).toBe('XSRF-TOKEN');
    expect(seen[0]?.xsrfHeaderName).toBe('X-XSRF-TOKEN');
    expect(seen[0]?.withXSRFToken).toBe(true);
  });

  it('counts only 2xx as success', async () => {
    const client = createApiClient({ adapter: fakeAdapter({ status: 204 }).adapter });
    await expect(callApi(ping, {}, client)).resolves.toEqual({});
    const redirect = createApiClient({ adapter: fakeAdapter({ status: 304 }).adapter });
    await expect(callApi(ping, {}, redirect)).rejects.toBeInstanceOf(AxiosError);
  });

  it('logs out on a 401: token and access cookie cleared, the router told', async () => {
    localStorage.setItem(TOKEN_KEY, 'revoked');
    document.cookie = 'access_token=revoked; Path=/';
    const told = vi.fn();
    const stop = onUnauthorized(told);
    const client = createApiClient({
      adapter: fakeAdapter({ status: 401, data: { message: 'غير مصرح' } }).adapter,
    });
    await expect(callApi(ping, {}, client)).rejects.toBeInstanceOf(AxiosError);
    stop();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(document.cookie).not.toContain('access_token=revoked');
    expect(told).toHaveBeenCalledOnce();
  });

  it('alerts the response message on 500 and above, and only then', async () => {
    const alert = vi.fn();
    const failing = createApiClient({
      alert,
      adapter: fakeAdapter({ status: 503, data: { message: 'الخدمة غير متاحة مؤقتًا.' } }).adapter,
    });
    await expect(callApi(ping, {}, failing)).rejects.toBeInstanceOf(AxiosError);
    expect(alert).toHaveBeenCalledWith('الخدمة غير متاحة مؤقتًا.');
    const refused = createApiClient({ alert, adapter: fakeAdapter({ status: 422, data: {} }).adapter });
    await expect(callApi(ping, {}, refused)).rejects.toBeInstanceOf(AxiosError);
    expect(alert).toHaveBeenCalledOnce();
  });

  it('reads the 422 errors per field, the Retry-After of a 429 and the server message', async () => {
    const body = { message: 'البيانات المدخلة غير صحيحة.', errors: { otp: ['رمز التحقق غير صحيح.'] } };
    const error: unknown = await callApi(
      ping,
      {},
      createApiClient({ adapter: fakeAdapter({ status: 422, data: body }).adapter }),
    ).catch((e: unknown) => e);
    expect(fieldErrorsOf(error)).toEqual({ otp: ['رمز التحقق غير صحيح.'] });
    expect(errorMessageOf(error)).toBe('البيانات المدخلة غير صحيحة.');

    const limited: unknown = await callApi(
      ping,
      {},
      createApiClient({
        adapter: fakeAdapter({ status: 429, data: { message: 'انتظر' }, headers: { 'retry-after': '42' } })
          .adapter,
      }),
    ).catch((e: unknown) => e);
    expect(retryAfterOf(limited)).toBe(42);
    expect(fieldErrorsOf(limited)).toBeNull();
  });

  it('calls an endpoint by its name: method from the table, path parameters filled and encoded', async () => {
    const { adapter, seen } = fakeAdapter({ status: 200 });
    await callApi('getNewsItem', { params: { id: 'a b/7' } }, createApiClient({ adapter }));
    expect(seen[0]?.method).toBe('get');
    expect(seen[0]?.url).toBe(`${routes.getNews.path}/a%20b%2F7`);
  });

  it('loads the transport with the first call, and counts a transport that did not load as a network failure', async () => {
    const { adapter, seen } = fakeAdapter({ status: 200, data: { ok: true } });
    const { apiClient } = await import('./api-transport');
    const previous = apiClient.defaults.adapter;
    apiClient.defaults.adapter = adapter;
    try {
      expect(await callApi(ping)).toEqual({ ok: true });
      expect(seen[0]?.url).toBe(routes[ping].path);
    } finally {
      apiClient.defaults.adapter = previous;
    }
    const unavailable = new TransportUnavailableError(
      new TypeError('Failed to fetch dynamically imported module'),
    );
    expect(isNetworkError(unavailable)).toBe(true);
    expect(errorMessageOf(unavailable)).toBe(errorMessageOf(new AxiosError('Network Error', 'ERR_NETWORK')));
    expect(isNetworkError(new Error('other'))).toBe(false);
  });
});
