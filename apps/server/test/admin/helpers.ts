import { eq } from 'drizzle-orm';
import { type ApiClient, createApiClient } from '@sarraf/contracts/typed-client';
import { auditLog } from '../../src/db/schema/index';
import { createAdminUser } from '../../src/services/back-office';
import { CookieJar } from '../support/cookie-jar';
import type { TestServer } from '../support/test-server';

export interface AdminClient {
  /** The typed client as the back office calls: session cookie, XSRF echo, Arabic messages. */
  api: ApiClient;
  /** A JSON call as the back office makes it: session cookie, XSRF echo, Arabic messages. */
  call<T = unknown>(
    path: string,
    init?: { method?: string; json?: unknown },
  ): Promise<{ status: number; body: T }>;
  /** A raw image upload as the browser's fetch sends it (the bytes as the body). */
  upload(bytes: Buffer, contentType: string): Promise<Response>;
  email: string;
}

let counter = 0;

/** A back-office user of the given role, signed in through the real sign-in endpoint. */
export async function signInAs(server: TestServer, role: 'admin' | 'editor'): Promise<AdminClient> {
  counter += 1;
  const email = `${role}-${counter}-${Date.now()}@sarraf.local`;
  const password = `${role}-password-${counter}-long`;
  await createAdminUser(server.database.db, { email, password, role });
  const jar = new CookieJar();
  const api = createApiClient(server.url, {
    headers: () => ({ cookie: jar.header(), 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '' }),
    onResponse: (response) => jar.store(response),
  });
  await api.call('getHealth');
  const call = async <T>(path: string, init: { method?: string; json?: unknown } = {}) => {
    const response = await server.request(path, {
      method: init.method ?? 'GET',
      ...(init.json !== undefined ? { json: init.json } : {}),
      headers: { cookie: jar.header(), 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '' },
    });
    jar.store(response);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  };
  const upload = (bytes: Buffer, contentType: string) =>
    api.call('adminUploadImage', { body: bytes, headers: { 'content-type': contentType } });
  await api.ok('adminSignIn', { json: { email, password } });
  return { api, call, upload, email };
}

/** The audit rows of one action, newest last. */
export async function auditRows(server: TestServer, action: string) {
  return server.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);
}

export interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}
