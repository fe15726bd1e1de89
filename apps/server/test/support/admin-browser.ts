import type { TErrorBody } from '@sarraf/contracts';
import { type ApiClient, createApiClient } from '@sarraf/contracts/typed-client';
import { CookieJar } from './cookie-jar';
import type { TestServer } from './test-server';

export interface AdminAnswer<T = unknown> {
  status: number;
  body: T & Partial<TErrorBody>;
}

export interface AdminBrowser {
  jar: CookieJar;
  /**
   * The typed client as the back office's browser calls: its cookies, XSRF echoed (a test of the
   * XSRF check sends its own `x-xsrf-token`).
   */
  api: ApiClient;
  /** A back-office call as the browser makes it: session cookie, XSRF echoed unless `xsrf: false`. */
  call<T = unknown>(
    path: string,
    init?: { method?: string; json?: unknown; xsrf?: boolean; query?: Record<string, string> },
  ): Promise<AdminAnswer<T>>;
}

/** A browser signed in to the back office with email and password. */
export async function adminBrowser(
  server: TestServer,
  credentials?: { email: string; password: string },
): Promise<AdminBrowser> {
  const jar = new CookieJar();
  const api = createApiClient(server.url, {
    headers: () => ({ cookie: jar.header(), 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '' }),
    onResponse: (response) => jar.store(response),
  });
  await api.call('getHealth');
  const call: AdminBrowser['call'] = async (path, init = {}) => {
    const query = init.query ? `?${new URLSearchParams(init.query).toString()}` : '';
    const response = await server.request(path + query, {
      method: init.method ?? 'GET',
      ...(init.json !== undefined ? { json: init.json } : {}),
      headers: {
        cookie: jar.header(),
        ...(init.xsrf === false ? {} : { 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '' }),
      },
    });
    jar.store(response);
    const text = await response.text();
    const body: unknown = text ? JSON.parse(text) : {};
    return { status: response.status, body } as AdminAnswer<never>;
  };
  if (credentials) await api.ok('adminSignIn', { json: credentials });
  return { jar, api, call };
}
