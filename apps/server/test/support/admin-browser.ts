import { expect } from 'vitest';
import type { TErrorBody } from '@sarraf/contracts';
import { CookieJar } from './cookie-jar';
import type { TestServer } from './test-server';

export interface AdminAnswer<T = unknown> {
  status: number;
  body: T & Partial<TErrorBody>;
}

export interface AdminBrowser {
  jar: CookieJar;
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
  jar.store(await server.request('/api/health'));
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
  if (credentials) {
    const signedIn = await call('/api/admin/session', { method: 'POST', json: credentials });
    expect(signedIn.status).toBe(200);
  }
  return { jar, call };
}
