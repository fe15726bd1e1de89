import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessions, adminUsers } from '../../src/db/schema/index';
import { passwordHashingStats, resetPasswordHashingPeak } from '../../src/lib/password';
import { createAdminUser } from '../../src/services/back-office';
import { createApiClient, readError, readOk } from '@sarraf/contracts/typed-client';
import { adminBrowser } from '../support/admin-browser';
import { CookieJar } from '../support/cookie-jar';
import { startTestServer, type TestServer } from '../support/test-server';
import { auditRows } from './helpers';
import { redisAnswers } from '../support/port-answers';

interface Answer {
  status: number;
  retryAfter: number | null;
  body: unknown;
}

/**
 * Sign-in attempts as a browser makes them (XSRF echoed), from `ip` when given: the test server
 * listens on loopback, a trusted proxy, so X-Forwarded-For names the client.
 */
async function signInClient(server: TestServer) {
  const jar = new CookieJar();
  const api = createApiClient(server.url, {
    headers: () => ({ cookie: jar.header(), 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '' }),
    onResponse: (response) => jar.store(response),
  });
  await api.call('getHealth');
  return async (email: string, password: string, ip?: string): Promise<Answer> => {
    const response = await api.call('adminSignIn', {
      json: { email, password },
      headers: ip ? { 'x-forwarded-for': ip } : {},
    });
    const retryAfter = response.headers.get('retry-after');
    return {
      status: response.status,
      retryAfter: retryAfter ? Number(retryAfter) : null,
      body: response.ok ? await readOk('adminSignIn', response) : await readError(response),
    };
  };
}

const statusesOf = (answers: Answer[]) => answers.map((a) => a.status).sort();

// Every attempt that reaches the password costs one scrypt (128 MiB, about half a second, two at a
// time): a test of dozens of them needs more than the default 30 s on a busy machine.
describe('back-office sign-in hardening', { timeout: 90_000 }, () => {
  let server: TestServer;
  let attempt: Awaited<ReturnType<typeof signInClient>>;
  let accounts = 0;

  /** A fresh account, so each test starts from no failures. */
  async function account(role: 'admin' | 'editor' = 'editor') {
    accounts += 1;
    const credentials = { email: `target-${accounts}@sarraf.local`, password: `target-password-${accounts}` };
    await createAdminUser(server.database.db, { ...credentials, role });
    return credentials;
  }

  /** Twelve wrong passwords, four at a time: the answers of each batch, as they come. */
  async function twelveWrongInBatches(email: string) {
    const batches: Answer[][] = [];
    for (let batch = 0; batch < 3; batch++) {
      batches.push(
        await Promise.all([0, 1, 2, 3].map((i) => attempt(email, `wrong-password-${batch}-${i}`))),
      );
    }
    return batches;
  }

  beforeAll(async () => {
    // The per-IP limit is tested on its own server below; here it stays out of the way.
    server = await startTestServer({ template: 'empty', env: { ADMIN_SIGNIN_IP_PER_15MIN: '10000' } });
    attempt = await signInClient(server);
  });
  afterAll(() => server.close());

  it('locks the account after 12 wrong passwords sent 4 at a time; the right one is refused until the lock ends', async () => {
    const victim = await account();
    const batches = await twelveWrongInBatches(victim.email);
    // Each parallel guess counts once: the fifth locks, and nothing after it is checked.
    expect(batches.map(statusesOf)).toEqual([
      [422, 422, 422, 422],
      [429, 429, 429, 429],
      [429, 429, 429, 429],
    ]);

    const right = await attempt(victim.email, victim.password);
    expect(right.status).toBe(429);
    expect(right.body).toEqual({
      message: 'تم إيقاف الدخول مؤقتاً بعد محاولات فاشلة متكررة، حاول بعد ١٥ دقيقة.',
    });
    expect(right.retryAfter).toBeGreaterThan(800);
    expect(right.retryAfter).toBeLessThanOrEqual(900);

    // The lock ends: the right password works again.
    await server.database.db
      .update(adminUsers)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(sql`lower(${adminUsers.email}) = ${victim.email}`);
    expect((await attempt(victim.email, victim.password)).status).toBe(200);
  });

  it('answers an unknown email exactly like a known one, attempt by attempt, lockout included', async () => {
    const known = await account();
    const unknown = 'nobody-here@sarraf.local';
    // One at a time: the same status and body on the same attempt number.
    for (let i = 1; i <= 6; i++) {
      const a = await attempt(known.email, `wrong-${i}`);
      const b = await attempt(unknown, `wrong-${i}`);
      expect([i, b.status, b.body]).toEqual([i, a.status, a.body]);
      expect(b.retryAfter === null).toBe(a.retryAfter === null);
      // Both count down the same 15-minute lock; each from its own start, which a slow scrypt on a
      // loaded machine can move by a few seconds between the two.
      for (const retryAfter of [a.retryAfter, b.retryAfter]) {
        if (retryAfter !== null) expect(retryAfter).toBeGreaterThan(800);
        if (retryAfter !== null) expect(retryAfter).toBeLessThanOrEqual(900);
      }
      expect(a.status).toBe(i < 5 ? 422 : 429);
    }
  });

  it('answers an unknown email like a known one under 12 wrong passwords sent 4 at a time', async () => {
    const knownBatches = await twelveWrongInBatches((await account()).email);
    const unknownBatches = await twelveWrongInBatches('ghost@sarraf.local');
    expect(knownBatches.map(statusesOf)).toEqual([
      [422, 422, 422, 422],
      [429, 429, 429, 429],
      [429, 429, 429, 429],
    ]);
    expect(unknownBatches.map(statusesOf)).toEqual(knownBatches.map(statusesOf));
    const bodies = (batches: Answer[][]) =>
      batches
        .flat()
        .map((a) => JSON.stringify(a.body))
        .sort();
    expect(bodies(unknownBatches)).toEqual(bodies(knownBatches));
  });

  it('locks a disabled account like an unknown email', async () => {
    const disabled = await account();
    await server.database.db
      .update(adminUsers)
      .set({ active: false })
      .where(eq(adminUsers.email, disabled.email));
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) answers.push((await attempt(disabled.email, disabled.password)).status);
    expect(answers).toEqual([422, 422, 422, 422, 429, 429]);
  });

  it('never runs more than ADMIN_HASH_CONCURRENCY hashes at once: 30 parallel attempts answer 422, 429 or 503', async () => {
    const target = await account();
    resetPasswordHashingPeak();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        // Half on one account (which locks), half on distinct unknown emails (each needs a hash).
        i % 2 ? attempt(target.email, `wrong-${i}`) : attempt(`burst-${i}@example.com`, `wrong-${i}`),
      ),
    );
    expect(server.config.admin.hashConcurrency).toBe(2);
    expect(passwordHashingStats().peakRunning).toBeLessThanOrEqual(2);
    expect(passwordHashingStats().peakRunning).toBeGreaterThan(0);
    for (const answer of answers) {
      expect([422, 429, 503]).toContain(answer.status);
      if (answer.status === 503) {
        expect(answer.body).toEqual({ message: 'الخدمة غير متاحة مؤقتاً، يرجى المحاولة بعد قليل.' });
        expect(answer.retryAfter).toBeGreaterThan(0);
      }
    }
    expect(passwordHashingStats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('audits sign-in, failure, lockout and sign-out, never with the password', async () => {
    const user = await account();
    const browser = await adminBrowser(server, user);
    const [signIn] = (await auditRows(server, 'admin_session.sign_in')).slice(-1);
    expect(signIn).toMatchObject({ actorType: 'admin', actorLabel: user.email, entity: 'admin_session' });
    const [session] = await server.database.db
      .select({ id: adminSessions.id })
      .from(adminSessions)
      .where(eq(adminSessions.id, signIn!.entityId!));
    expect(session).toBeTruthy();

    await browser.api.ok('adminSignOut');
    const [signOut] = (await auditRows(server, 'admin_session.sign_out')).slice(-1);
    expect(signOut).toMatchObject({ actorLabel: user.email, entityId: signIn!.entityId });

    for (let i = 0; i < 5; i++) await attempt(user.email, 'not-the-password-at-all');
    const failures = (await auditRows(server, 'admin_session.sign_in_failed')).filter(
      (row) => row.actorLabel === user.email,
    );
    expect(failures.map((row) => row.after)).toEqual([1, 2, 3, 4, 5].map((failures) => ({ failures })));
    expect(failures[0]!.actorId).toBe(signIn!.actorId);
    expect(failures[0]!.ip).toBe('127.0.0.1');
    const [lock] = (await auditRows(server, 'admin_session.locked')).slice(-1);
    expect(lock).toMatchObject({ actorLabel: user.email, actorId: signIn!.actorId });

    // An unknown email is audited too; the client learns nothing more than a wrong password.
    await attempt('stranger@example.com', 'not-the-password-at-all', '198.51.100.23');
    const [stranger] = (await auditRows(server, 'admin_session.sign_in_failed')).slice(-1);
    expect(stranger).toMatchObject({
      actorId: null,
      actorLabel: 'stranger@example.com',
      ip: '198.51.100.23',
      after: { failures: 1, account: 'unknown' },
    });

    const everything = JSON.stringify(await server.database.db.execute(sql`select * from audit_log`));
    expect(everything).not.toContain('not-the-password-at-all');
    expect(everything).not.toContain(user.password);
  });

  it('admin:create on an existing email revokes every session of the account and is audited', async () => {
    const user = await account();
    const laptop = await adminBrowser(server, user);
    const phone = await adminBrowser(server, user);
    await createAdminUser(server.database.db, {
      email: user.email,
      password: 'a-brand-new-password',
      role: 'admin',
    });
    await laptop.api.fails('adminGetSession', 401);
    await phone.api.fails('adminGetSession', 401);
    const [reset] = (await auditRows(server, 'admin_user.password_reset')).slice(-1);
    expect(reset).toMatchObject({
      actorType: 'system',
      actorLabel: 'admin:create',
      entity: 'admin_user',
      before: { role: 'editor' },
      after: { role: 'admin', password: 'changed', sessions_revoked: 2 },
    });
    expect(JSON.stringify(reset)).not.toContain('a-brand-new-password');
    expect((await attempt(user.email, 'a-brand-new-password')).status).toBe(200);
  });
});

describe('back-office sign-in: the per-IP limit', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ template: 'empty', env: { ADMIN_SIGNIN_IP_PER_15MIN: '3' } });
  });
  afterAll(() => server.close());

  it('answers 429 with Retry-After past ADMIN_SIGNIN_IP_PER_15MIN attempts from one IP; another IP is unaffected', async () => {
    const attempt = await signInClient(server);
    // Distinct emails: only the address ties these attempts together.
    for (let i = 0; i < 3; i++) {
      expect((await attempt(`someone-${i}@example.com`, 'wrong-password', '203.0.113.7')).status).toBe(422);
    }
    const refused = await attempt('someone-else@example.com', 'wrong-password', '203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'طلبات كثيرة جداً، يرجى الانتظار قليلاً ثم المحاولة مرة أخرى.' });
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(900);
    expect((await attempt('someone-else@example.com', 'wrong-password', '203.0.113.8')).status).toBe(422);
  });
});

describe('back-office sign-in across two API processes sharing Redis', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  let servers: [TestServer, TestServer] | undefined;

  beforeAll(async () => {
    if (!(await redisAnswers(redisUrl))) return;
    // A prefix of its own: the shared Redis outlives this run.
    const env = {
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `t${process.pid}x${Date.now()}:`,
      ADMIN_SIGNIN_IP_PER_15MIN: '4',
    };
    servers = [
      await startTestServer({ template: 'empty', env }),
      await startTestServer({ template: 'empty', env }),
    ];
  });
  afterAll(async () => {
    await servers?.[0].close();
    await servers?.[1].close();
  });

  it('holds the per-IP limit and the unknown-email lock across both', async (context) => {
    if (!servers) return context.skip();
    const viaFirst = await signInClient(servers[0]);
    const viaSecond = await signInClient(servers[1]);
    const perIp = [];
    for (let i = 0; i < 5; i++) {
      const answer = await (i % 2 ? viaSecond : viaFirst)(
        `ip-${i}@example.com`,
        'wrong-password',
        '203.0.113.50',
      );
      perIp.push(answer.status);
    }
    expect(perIp).toEqual([422, 422, 422, 422, 429]);

    const lock = [];
    for (let i = 0; i < 6; i++) {
      const answer = await (i % 2 ? viaSecond : viaFirst)(
        'roaming@example.com',
        'wrong',
        `203.0.113.${60 + i}`,
      );
      lock.push(answer.status);
    }
    expect(lock).toEqual([422, 422, 422, 422, 429, 429]);
  });
});
