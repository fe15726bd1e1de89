import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessions, adminUsers } from '../../src/db/schema/index';
import { createAdminUser, ensureFirstAdmin } from '../../src/services/back-office';
import { CookieJar } from '../support/cookie-jar';
import { startTestServer, type TestServer } from '../support/test-server';
import type { TResponse } from '@sarraf/contracts/api';

describe('back-office sign-in', () => {
  let server: TestServer;
  let firstAdmin: { email: string; password: string };

  beforeAll(async () => {
    server = await startTestServer({ template: 'empty' });
    firstAdmin = (await ensureFirstAdmin(server.database.db))!;
    await createAdminUser(server.database.db, {
      email: 'editor@sarraf.local',
      password: 'editor-password-1',
      role: 'editor',
    });
  });
  afterAll(() => server.close());

  /** A browser: fetches a page first (which plants XSRF-TOKEN), then echoes it on unsafe requests. */
  async function browser() {
    const jar = new CookieJar();
    jar.store(await server.request('/api/health'));
    const call = async (path: string, init: { method?: string; json?: unknown; xsrf?: boolean } = {}) => {
      const response = await server.request(path, {
        method: init.method ?? 'GET',
        ...(init.json !== undefined ? { json: init.json } : {}),
        headers: {
          cookie: jar.header(),
          ...(init.xsrf === false ? {} : { 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '' }),
        },
      });
      jar.store(response);
      return response;
    };
    return { jar, call };
  }

  it('signs in with the printed first-start login and reads the session', async () => {
    const { jar, call } = await browser();
    const response = await call('/api/admin/session', { method: 'POST', json: firstAdmin });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: { id: expect.any(Number) as number, email: 'admin@sarraf.local', name: 'المدير', role: 'admin' },
      // The back office writes its times in the service's zone (docs/design.md#one-clock).
      service: { time_zone: 'Asia/Aden' },
    });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('sarraf_admin='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api\/admin/);
    expect(jar.get('sarraf_admin')).toBeTruthy();
    // Only a hash of the token is stored.
    const [row] = await server.database.db
      .select({ tokenHash: adminSessions.tokenHash })
      .from(adminSessions)
      .limit(1);
    expect(row?.tokenHash).not.toBe(jar.get('sarraf_admin'));

    const session = await call('/api/admin/session');
    expect(session.status).toBe(200);
    expect(((await session.json()) as TResponse<'adminGetSession'>).data.role).toBe('admin');
  });

  it('refuses an unsafe admin request without the XSRF header (419)', async () => {
    const { call } = await browser();
    const response = await call('/api/admin/session', { method: 'POST', json: firstAdmin, xsrf: false });
    expect(response.status).toBe(419);
  });

  it('answers an unknown email and a wrong password alike', async () => {
    const { call } = await browser();
    const unknown = await call('/api/admin/session', {
      method: 'POST',
      json: { email: 'nobody@x.y', password: 'whatever-123' },
    });
    const wrong = await call('/api/admin/session', {
      method: 'POST',
      json: { email: 'editor@sarraf.local', password: 'not-the-password' },
    });
    expect(unknown.status).toBe(422);
    expect(wrong.status).toBe(422);
    expect(await unknown.json()).toEqual(await wrong.json());
  });

  it('locks the account after five failures in a row, even for the right password', async () => {
    await createAdminUser(server.database.db, {
      email: 'victim@sarraf.local',
      password: 'victim-password-1',
      role: 'editor',
    });
    const { call } = await browser();
    const attempt = (password: string) =>
      call('/api/admin/session', { method: 'POST', json: { email: 'victim@sarraf.local', password } });
    for (let i = 0; i < 4; i++) expect((await attempt(`wrong-${i}`)).status).toBe(422);
    const fifth = await attempt('wrong-4');
    expect(fifth.status).toBe(429);
    expect(Number(fifth.headers.get('retry-after'))).toBeGreaterThan(800);
    expect((await attempt('victim-password-1')).status).toBe(429);
    // Once the lock has passed, the right password works again.
    await server.database.db
      .update(adminUsers)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(sql`lower(${adminUsers.email}) = 'victim@sarraf.local'`);
    expect((await attempt('victim-password-1')).status).toBe(200);
  });

  it('answers 401 without a session and after sign-out', async () => {
    const anonymous = await browser();
    expect((await anonymous.call('/api/admin/session')).status).toBe(401);

    const { call } = await browser();
    await call('/api/admin/session', {
      method: 'POST',
      json: { email: 'editor@sarraf.local', password: 'editor-password-1' },
    });
    expect((await call('/api/admin/session')).status).toBe(200);
    expect((await call('/api/admin/session', { method: 'DELETE' })).status).toBe(200);
    expect((await call('/api/admin/session')).status).toBe(401);
  });

  it('signs out every session of the user at once', async () => {
    const laptop = await browser();
    const phone = await browser();
    for (const device of [laptop, phone]) {
      await device.call('/api/admin/session', {
        method: 'POST',
        json: { email: 'editor@sarraf.local', password: 'editor-password-1' },
      });
    }
    expect((await laptop.call('/api/admin/session/revoke-all', { method: 'POST' })).status).toBe(200);
    expect((await phone.call('/api/admin/session')).status).toBe(401);
  });

  it('ends a session that has been idle past its expiry', async () => {
    const { call } = await browser();
    await call('/api/admin/session', {
      method: 'POST',
      json: { email: 'editor@sarraf.local', password: 'editor-password-1' },
    });
    await server.database.db.update(adminSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await call('/api/admin/session')).status).toBe(401);
  });

  it('does not take a subscriber token as a back-office session', async () => {
    const response = await server.request('/api/admin/session', {
      headers: { authorization: 'Bearer 1|abc' },
    });
    expect(response.status).toBe(401);
  });
});
