import { eq } from 'drizzle-orm';
import { auditLog } from '../../src/db/schema/index';
import { createAdminUser } from '../../src/services/back-office';
import { CookieJar } from '../support/cookie-jar';
import type { TestServer } from '../support/test-server';

export interface AdminClient {
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
  jar.store(await server.request('/api/health'));
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
    server.request('/api/admin/uploads', {
      method: 'POST',
      body: bytes,
      headers: {
        'content-type': contentType,
        cookie: jar.header(),
        'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '',
      },
    });
  const signIn = await call('/api/admin/session', { method: 'POST', json: { email, password } });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
  return { call, upload, email };
}

/** The audit rows of one action, newest last. */
export async function auditRows(server: TestServer, action: string) {
  return server.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);
}

export interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}
