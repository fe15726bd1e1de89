import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allContracts } from '@sarraf/contracts';
import { createAdminUser, ensureFirstAdmin } from '../../src/services/back-office';
import { adminBrowser, type AdminBrowser } from '../support/admin-browser';
import { startTestServer, type TestServer } from '../support/test-server';

// Every operations route of the back office, with a concrete path for its parameters.
const operations = allContracts
  .filter((contract) => contract.access === 'admin' && !contract.path.startsWith('/api/admin/session'))
  .filter((contract) =>
    /^\/api\/admin\/(dashboard|subscribers|transactions|contact-messages|sms|audit-log|users)/.test(
      contract.path,
    ),
  )
  .map((contract) => ({ contract, path: contract.path.replace(':id', '1') }));

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
    for (const { contract, path } of operations) {
      const answer = await guest.call(path, {
        method: contract.method,
        json: contract.method === 'GET' ? undefined : {},
      });
      expect([path, answer.status]).toEqual([path, 401]);
      expect(answer.body.message).toBe('يجب تسجيل الدخول أولاً.');
    }
  });

  it('refuses every admin-only route to an editor (403) and shows the editor only rate freshness', async () => {
    for (const { contract, path } of operations.filter(({ contract }) => contract.role === 'admin')) {
      const answer = await editor.call(path, {
        method: contract.method,
        json: contract.method === 'GET' ? undefined : {},
      });
      expect([path, answer.status]).toEqual([path, 403]);
    }
    const dashboard = await editor.call<{ data: { operations: unknown; rate_freshness: unknown[] } }>(
      '/api/admin/dashboard',
    );
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.data.operations).toBeNull();
    expect(dashboard.body.data.rate_freshness.length).toBeGreaterThan(0);
  });

  it('refuses an unsafe call without the XSRF header (419), even signed in', async () => {
    for (const { contract, path } of operations.filter(({ contract }) => contract.method !== 'GET')) {
      const answer = await admin.call(path, { method: contract.method, json: {}, xsrf: false });
      expect([path, answer.status]).toEqual([path, 419]);
    }
  });

  it('refuses an expired session (401)', async () => {
    const browser = await adminBrowser(server, {
      email: 'editor@sarraf.local',
      password: 'editor-password-1',
    });
    expect((await browser.call('/api/admin/dashboard')).status).toBe(200);
    await server.database.db.execute(sql`update admin_sessions set expires_at = now() - interval '1 minute'`);
    expect((await browser.call('/api/admin/dashboard')).status).toBe(401);
  });
});
