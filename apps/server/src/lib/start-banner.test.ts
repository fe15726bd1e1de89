import { describe, expect, it } from 'vitest';
import { firstAdminNotice, startBanner } from './start-banner';

const base = {
  publicUrl: 'http://127.0.0.1:3000',
  nodeEnv: 'development',
  database: { kind: 'pglite', dataDir: '/srv/sarraf/data' },
  devSmsOutbox: true,
  firstAdmin: null,
} as const;

describe('the start-up banner', () => {
  it('says where the portal, the back office, the API docs and the SMS outbox are', () => {
    const banner = startBanner(base);
    expect(banner).toContain('Sarraf is ready (development, the embedded database in /srv/sarraf/data)');
    expect(banner).toMatch(/Portal +http:\/\/127\.0\.0\.1:3000\/\n/);
    expect(banner).toMatch(/Back office +http:\/\/127\.0\.0\.1:3000\/admin\/\n/);
    expect(banner).toMatch(/API docs +http:\/\/127\.0\.0\.1:3000\/api\/docs\n/);
    expect(banner).toMatch(/SMS outbox +http:\/\/127\.0\.0\.1:3000\/api\/dev\/sms/);
    expect(banner).not.toContain('password:');
    // Later starts end on how to get a new back-office password.
    expect(banner).toMatch(
      /password lost\? .*npm run admin:create -- --email .* --role admin\n {2}Stop with Ctrl\+C\.\n\n$/,
    );
  });

  it('shows the first admin login on the first start only, and no outbox without one', () => {
    const banner = startBanner({
      ...base,
      database: { kind: 'postgres' },
      devSmsOutbox: false,
      firstAdmin: { email: 'admin@sarraf.local', password: 'x7-Random-pass' },
    });
    expect(banner).toContain('(development, PostgreSQL)');
    expect(banner).toMatch(/email: +admin@sarraf\.local\n/);
    expect(banner).toMatch(/password: +x7-Random-pass\n/);
    expect(banner).not.toContain('SMS outbox');
    // The login again as the banner's last line before the request log, which pushes the block up.
    expect(banner).toMatch(
      /Back-office login: admin@sarraf\.local \/ x7-Random-pass \(copy it now[^\n]*\n {2}Stop with Ctrl\+C\.\n\n$/,
    );
  });

  it('keeps the plain first-login notice that deployments grep for', () => {
    expect(firstAdminNotice(base.publicUrl, { email: 'a@b.c', password: 'p' })).toBe(
      'Back office: http://127.0.0.1:3000/admin/\n  email:    a@b.c\n  password: p\n  (shown once; change it after signing in)\n',
    );
  });
});
