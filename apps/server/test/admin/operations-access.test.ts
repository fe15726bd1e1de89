import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contract } from '@sarraf/contracts';
import { type RouteName, routes, type TParams } from '@sarraf/contracts/api';
import { contractOf, readError } from '@sarraf/contracts/typed-client';
import { createAdminUser, ensureFirstAdmin } from '../../src/services/back-office';
import { adminBrowser, type AdminBrowser } from '../support/admin-browser';
import { startTestServer, type TestServer } from '../support/test-server';

// Every operations route of the back office, by name.
const operations = (Object.keys(routes) as RouteName[])
  .map((name): { name: RouteName; contract: Contract } => ({ name, contract: contractOf(name) }))
  .filter(
    ({ contract }) => contract.access === 'admin' && !contract.path.startsWith(routes.adminGetSession.path),
  )
  .filter(({ contract }) =>
    /^\/api\/admin\/(dashboard|subscribers|transactions|contact-messages|sms|audit-log|users)/.test(
      contract.path,
    ),
  );
// The table mixes routes, whose only path parameter is `:id`; the client types parameters per route.
const params = { id: 1 } as unknown as TParams<RouteName>;

describe('back-office operations: who may call what', () => {
  let server: TestServer;
  let admin: AdminBrowser;
  let editor: AdminBrowser;

  beforeAll(async () => {
    server = await startTestServer();
    const first = (await ensureFirstAdmin(server.database.db))!;
    await createAdminUser(server.database.db, {
      email: 'editor@sarraf.local',
      password: 'editor-password-1',
      role: 'editor',
    });
    admin = await adminBrowser(server, first);
    editor = await adminBrowser(server, { email: 'editor@sarraf.local', password: 'editor-password-1' });
  });
  afterAll(() => server.close());

  it('covers the sixteen operations routes', () => {
    expect(operations).toHaveLength(16);
  });

  it('refuses every operations route without a session (401)', async () => {
    const guest = await adminBrowser(server);
    for (const { name, contract } of operations) {
      const answer = await guest.api.call(name, {
        params,
        rawJson: contract.method === 'GET' ? undefined : {},
      });
      expect([name, answer.status]).toEqual([name, 401]);
      expect((await readError(answer)).message).toBe('يجب تسجيل الدخول أولاً.');
    }
  });

  it('refuses every admin-only route to an editor (403) and shows the editor only rate freshness', async () => {
    for (const { name, contract } of operations.filter(({ contract }) => contract.role === 'admin')) {
      const answer = await editor.api.call(name, {
        params,
        rawJson: contract.method === 'GET' ? undefined : {},
      });
      expect([name, answer.status]).toEqual([name, 403]);
    }
    const dashboard = await editor.api.ok('adminGetDashboard');
    expect(dashboard.data.operations).toBeNull();
    expect(dashboard.data.rate_freshness.length).toBeGreaterThan(0);
  });

  it('refuses an unsafe call without the XSRF header (419), even signed in', async () => {
    for (const { name } of operations.filter(({ contract }) => contract.method !== 'GET')) {
      // The browser's cookies without the XSRF echo.
      const answer = await admin.api.call(name, {
        params,
        rawJson: {},
        headers: { cookie: admin.jar.header(), 'x-xsrf-token': '' },
      });
      expect([name, answer.status]).toEqual([name, 419]);
    }
  });

  it('refuses an expired session (401)', async () => {
    const browser = await adminBrowser(server, {
      email: 'editor@sarraf.local',
      password: 'editor-password-1',
    });
    await browser.api.ok('adminGetDashboard');
    await server.database.db.execute(sql`update admin_sessions set expires_at = now() - interval '1 minute'`);
    await browser.api.fails('adminGetDashboard', 401);
  });
});
