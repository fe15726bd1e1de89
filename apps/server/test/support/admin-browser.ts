import { type ApiClient, createApiClient } from '@sarraf/contracts/typed-client';
import { CookieJar } from './cookie-jar';
import type { TestServer } from './test-server';

export interface AdminBrowser {
  jar: CookieJar;
  /**
   * The typed client as the back office's browser calls: its cookies, XSRF echoed (a test of the
   * XSRF check sends its own `x-xsrf-token`).
   */
  api: ApiClient;
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
  if (credentials) await api.ok('adminSignIn', { json: credentials });
  return { jar, api };
}
