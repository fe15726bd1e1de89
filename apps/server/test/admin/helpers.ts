import { eq } from 'drizzle-orm';
import type { ApiClient } from '@sarraf/contracts/typed-client';
import { auditLog } from '../../src/db/schema/index';
import { createAdminUser } from '../../src/services/back-office';
import { adminBrowser } from '../support/admin-browser';
import type { TestServer } from '../support/test-server';

export interface AdminClient {
  /** The typed client as the back office calls: session cookie, XSRF echo, Arabic messages. */
  api: ApiClient;
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
  const { api } = await adminBrowser(server, { email, password });
  const upload = (bytes: Buffer, contentType: string) =>
    api.call('adminUploadImage', { body: bytes, headers: { 'content-type': contentType } });
  return { api, upload, email };
}

/** The audit rows of one action, newest last. */
export async function auditRows(server: TestServer, action: string) {
  return server.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);
}

export interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}
