import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessions, adminUsers } from '../../src/db/schema/index';
import { createAdminUser, ensureFirstAdmin } from '../../src/services/back-office';
import { CookieJar } from '../support/cookie-jar';
import { startTestServer, type TestServer } from '../support/test-server';
import { createApiClient, readOk } from '@sarraf/contracts/typed-client';

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
    const onResponse = (response: Response) => jar.store(response);
    const api = createApiClient(server.url, {
      headers: () => ({ cookie: jar.header(), 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '' }),
      onResponse,
    });
    /** The same browser, forgetting to echo the XSRF token. */
    const withoutXsrf = createApiClient(server.url, {
      headers: () => ({ cookie: jar.header() }),
      onResponse,
    });
    await api.call('getHealth');
    return { jar, api, withoutXsrf };
  }

  it('signs in with the printed first-start login and reads the session', async () => {
    const { jar, api } = await browser();
    const response = await api.call('adminSignIn', { json: firstAdmin });
    expect(await readOk('adminSignIn', response)).toEqual({
      data: {
        id: expect.any(Number) as number,
        email: 'admin@sarraf.local',
        name: 'المدير',
        role: 'admin',
        operator_id: null,
      },
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

    expect((await api.ok('adminGetSession')).data.role).toBe('admin');
  });

  it('refuses an unsafe admin request without the XSRF header (419)', async () => {
    const { withoutXsrf } = await browser();
    await withoutXsrf.fails('adminSignIn', 419, { json: firstAdmin });
  });

  it('answers an unknown email and a wrong password alike', async () => {
    const { api } = await browser();
    const unknown = await api.fails('adminSignIn', 422, {
      json: { email: 'nobody@x.y', password: 'whatever-123' },
    });
    const wrong = await api.fails('adminSignIn', 422, {
      json: { email: 'editor@sarraf.local', password: 'not-the-password' },
    });
    expect(unknown).toEqual(wrong);
  });

  it('locks the account after five failures in a row, even for the right password', async () => {
    await createAdminUser(server.database.db, {
      email: 'victim@sarraf.local',
      password: 'victim-password-1',
      role: 'editor',
    });
    const { api } = await browser();
    const attempt = (password: string) =>
      api.call('adminSignIn', { json: { email: 'victim@sarraf.local', password } });
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
    await anonymous.api.fails('adminGetSession', 401);

    const { api } = await browser();
    await api.ok('adminSignIn', { json: { email: 'editor@sarraf.local', password: 'editor-password-1' } });
    await api.ok('adminGetSession');
    await api.ok('adminSignOut');
    await api.fails('adminGetSession', 401);
  });

  it('signs out every session of the user at once', async () => {
    const laptop = await browser();
    const phone = await browser();
    for (const device of [laptop, phone]) {
      await device.api.ok('adminSignIn', {
        json: { email: 'editor@sarraf.local', password: 'editor-password-1' },
      });
    }
    await laptop.api.ok('adminSignOutEverywhere');
    await phone.api.fails('adminGetSession', 401);
  });

  it('ends a session that has been idle past its expiry', async () => {
    const { api } = await browser();
    await api.ok('adminSignIn', { json: { email: 'editor@sarraf.local', password: 'editor-password-1' } });
    await server.database.db.update(adminSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    await api.fails('adminGetSession', 401);
  });

  it('does not take a subscriber token as a back-office session', async () => {
    await server.api.fails('adminGetSession', 401, { token: '1|abc' });
  });
});
