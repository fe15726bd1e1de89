import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allContracts, contractKey, type Contract } from '@sarraf/contracts';
import { createAdminUser } from '../../src/services/back-office';
import { CookieJar } from '../support/cookie-jar';
import { fieldsOf } from '../support/contract-fields';
import { signUp, type Subscriber } from '../support/billing';
import { startTestServer, type TestServer } from '../support/test-server';
import { startFakeHttpGateway } from '../sms/fake-gateways';
import { startFakeOperator, type FakeOperator } from '../billing/fake-operator';
import { newLocalMsisdn, setCookies } from '../session/helpers';
import { NON_CONTRACT_PATHS } from '../support/non-contract-paths';
import { pathOf } from '@sarraf/contracts/api';
import { contractOf, readOk } from '@sarraf/contracts/typed-client';

/** Every string in a JSON value. */
function stringsIn(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsIn(item, into);
  return into;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('one subscriber never reaches another’s data; the back office refuses subscriber tokens', () => {
  let server: TestServer;
  let alice: Subscriber;
  let bob: Subscriber;
  /** Values only Alice's own answers carry: ids, references, her number, her token. */
  let alicePrivate: string[];

  const readOwn = async (subscriber: Subscriber) => {
    const values = new Set<string>();
    for (const name of [
      'getClientUser',
      'fetchSubscriberDetails',
      'fetchSubscription',
      'getMyBillInfo',
      'getMyBillTransactions',
    ] as const) {
      const response = await server.api.call(name, { token: subscriber.token });
      expect(response.status, name).toBe(200);
      // Checked against its contract, but every string the server sent counts, the unlisted too.
      await readOk(name, response.clone());
      stringsIn(await response.json(), values);
    }
    return values;
  };

  beforeAll(async () => {
    server = await startTestServer({ env: { OTP_RESEND_S: '0' } });
    alice = await signUp(server);
    bob = await signUp(server);
    const mine = await readOwn(alice);
    const theirs = await readOwn(bob);
    alicePrivate = [
      ...[...mine].filter(
        (value) => !theirs.has(value) && value.length >= 8 && !/^\d{4}-\d\d-\d\dT/.test(value),
      ),
      alice.msisdn,
      alice.token,
      alice.token.split('|')[1]!,
    ];
    // Her subscription id and her first charge's reference are among them.
    expect(alicePrivate.some((value) => /^[0-9a-f-]{36}$/.test(value))).toBe(true);
  }, 60_000);
  afterAll(() => server.close());

  /** Each endpoint a subscriber can call, asked by Bob about Alice in every way its contract allows. */
  const reachable = allContracts.filter(
    (contract) => contract.access !== 'admin' && contract.access !== 'operator' && !contract.devOnly,
  );

  it.each(reachable.map((contract) => [contractKey(contract), contract] as const))(
    '%s answers Bob nothing of Alice',
    async (_name, contract: Contract) => {
      const aboutAlice: Record<string, unknown> = {};
      const subscriptionId = alicePrivate.find((value) => /^[0-9a-f-]{36}$/.test(value));
      for (const field of [...fieldsOf(contract.body), ...fieldsOf(contract.query)]) {
        aboutAlice[field] = /msisdn|phone|number/i.test(field)
          ? alice.local
          : /uuid|id$/i.test(field)
            ? (subscriptionId ?? alice.plan.uuid)
            : /otp|code/i.test(field)
              ? '123456'
              : undefined;
      }
      const query = new URLSearchParams(
        Object.entries(aboutAlice).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      ).toString();
      const path = contract.path.replace(/:\w+/g, () => encodeURIComponent(subscriptionId ?? '1'));
      // Logout revokes the token it is sent: Bob signs in again for it, keeping his token for the rest.
      const token = contract === contractOf('logout') ? (await signUp(server)).token : bob.token;
      for (const credentials of [bearer(token), {}]) {
        const response = await server.request(`${path}${query ? `?${query}` : ''}`, {
          method: contract.method,
          headers: credentials,
          redirect: 'manual',
          ...(contract.method === 'GET' ? {} : { json: aboutAlice }),
        });
        const text = await response.text();
        for (const secret of alicePrivate) {
          expect(
            text.includes(secret),
            `${contract.method} ${path} → ${response.status} ${text.slice(0, 200)}`,
          ).toBe(false);
        }
        expect(response.status).toBeLessThan(500);
      }
    },
  );

  it("answers 403 to an action on Alice's number with Bob's token, and leaves her subscription alone", async () => {
    for (const name of ['cancelSubscriberSubscription', 'getSubscriberDetails', 'updateSubscriber'] as const) {
      const response = await server.api.call(name, { token: bob.token, rawJson: { msisdn: alice.local } });
      expect([403, 422], name).toContain(response.status);
    }
    const own = await server.api.call('getClientUser', { token: alice.token });
    expect(own.status).toBe(200);
    const profile = JSON.stringify(await own.json());
    expect(profile).toContain(alice.msisdn);
    expect(profile).not.toContain('"cancelled"');
  });

  const adminContracts = allContracts.filter((contract) => contract.access === 'admin');

  it.each(adminContracts.map((contract) => [contractKey(contract), contract] as const))(
    '%s refuses a subscriber token (bearer or cookie)',
    async (_name, contract: Contract) => {
      const jar = new CookieJar();
      jar.store(await server.api.call('getHealth'));
      for (const headers of [
        bearer(alice.token),
        {
          cookie: `access_token=${alice.token}; ${jar.header()}`,
          'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '',
        },
        {
          cookie: `sarraf_admin=${alice.token.split('|')[1]!}; ${jar.header()}`,
          'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '',
        },
      ]) {
        const response = await server.request(contract.path, {
          method: contract.method,
          headers,
          ...(contract.method === 'GET' || contract.method === 'DELETE' ? {} : { json: {} }),
        });
        // 401 (no back-office session), or 419 first where the XSRF check already refuses an
        // unsafe request without a back-office session: a refusal either way, never an answer.
        expect([401, 419], JSON.stringify(headers)).toContain(response.status);
      }
    },
  );

  it('sends the API security headers on every kind of JSON answer', async () => {
    const answers = [
      await server.api.call('getHealth'),
      await server.api.call('getCurrencyList'),
      await server.api.call('getClientUser'), // 401
      await server.api.call('login', { rawJson: {} }), // 422
      await server.request(NON_CONTRACT_PATHS.unknownApiPath), // 404
      await server.api.call('login', { json: { msisdn: '7'.repeat(70_000) } }), // 413
    ];
    expect(answers.map((response) => response.status)).toEqual([200, 200, 401, 422, 404, 413]);
    for (const response of answers) {
      // OWASP REST Security Cheat Sheet: nothing may load or frame a JSON answer, nor sniff it.
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-powered-by')).toBeNull();
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  it('sends the document security headers and a strict CSP with every page and file', async () => {
    for (const path of ['/no-such-page', NON_CONTRACT_PATHS.swaggerUi]) {
      const response = await server.request(path, { headers: { accept: 'text/html' } });
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).not.toContain('unsafe-inline');
      expect(csp, path).not.toContain('unsafe-eval');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy'), path).toContain('camera=()');
      expect(response.headers.get('x-powered-by'), path).toBeNull();
    }
  });

  it("allows the portal's inline scripts by their hashes and nothing else inline", async () => {
    // The portal's index.html sets <html lang dir> before first paint (docs/product.md#languages)
    // and starts the Intl warm-up worker (docs/design.md#intl-set-up-off-the-main-thread), and its
    // boot overlay takes Escape before the app's scripts arrive (docs/product.md#loading-overlay);
    // the server's CSP and nginx's allow exactly those three scripts.
    const html = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(3);
    const response = await server.request('/no-such-page', { headers: { accept: 'text/html' } });
    const directives = (response.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((directive) => directive.trim());
    const scriptSrc = directives.find((directive) => directive.startsWith('script-src'));
    const hashes = inline.map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    expect(scriptSrc).toBe(`script-src 'self' ${hashes.join(' ')}`);
    // The service worker, and the warm-up worker made from a blob; nothing else.
    const workerSrc = directives.find((directive) => directive.startsWith('worker-src'));
    expect(workerSrc).toBe("worker-src 'self' blob:");
    // nginx answers static files by itself in production, with the same policy.
    const nginx = readFileSync(new URL('../../../../deploy/security-headers.conf', import.meta.url), 'utf8');
    expect(nginx).toContain(`${scriptSrc};`);
    expect(nginx).toContain(`${workerSrc};`);
  });
});

describe('in production: Secure cookies with the documented flags, and no secret in the log', () => {
  const APP_SECRET = 'production-secret-production-secret-0001';
  const OPERATOR_SECRET = 'operator-webhook-secret-0001';
  const SMS_TOKEN = 'sms-gateway-token-0001';
  const CHARGING_TOKEN = 'charging-gateway-token-0001';
  let server: TestServer;
  let sms: Awaited<ReturnType<typeof startFakeHttpGateway>>;
  let operator: FakeOperator;
  const log: string[] = [];

  beforeAll(async () => {
    sms = await startFakeHttpGateway();
    operator = await startFakeOperator({ token: CHARGING_TOKEN });
    server = await startTestServer({
      env: {
        NODE_ENV: 'production',
        APP_SECRET,
        OPERATOR_WEBHOOK_SECRET: OPERATOR_SECRET,
        SMS_DRIVER: 'http',
        SMS_HTTP_URL: sms.url,
        SMS_HTTP_TOKEN: SMS_TOKEN,
        CHARGING_DRIVER: 'http',
        CHARGING_HTTP_URL: operator.url,
        CHARGING_HTTP_TOKEN: CHARGING_TOKEN,
        OTP_RESEND_S: '0',
        // The most verbose level: nothing secret may appear even in a debug log.
        LOG_LEVEL: 'trace',
      },
      logStream: { write: (line) => log.push(line) },
    });
  });
  afterAll(async () => {
    await server.close();
    await sms.close();
    await operator.close();
  });

  /** The code of the newest SMS the gateway took for a number. */
  const codeFor = (msisdn: string) => {
    const message = sms.received.filter((item) => item.body.to === msisdn).at(-1);
    const code = /:\s*(\d{4,8})/.exec(message?.body.text ?? '')?.[1];
    if (!code) throw new Error(`no SMS for ${msisdn}`);
    return code;
  };

  it('flags the cookies and keeps every code, token and secret out of the log through sign-in, billing and the back office', async () => {
    const secrets = [APP_SECRET, OPERATOR_SECRET, SMS_TOKEN, CHARGING_TOKEN];
    const local = newLocalMsisdn();
    const msisdn = `967${local}`;
    const jar = new CookieJar();
    const adminHeaders = () => ({ cookie: jar.header(), 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '' });

    // Sign up: login code, Code 50, create/subscriber with its first charge.
    expect((await server.api.call('login', { json: { msisdn: local } })).status).toBe(200);
    const loginCode = codeFor(msisdn);
    secrets.push(loginCode, sms.received.at(-1)!.body.text.match(/https?:\/\/\S+/)![0]);
    const confirmed = await server.api.ok('confirmOtp', { json: { otp: loginCode, msisdn: local } });
    if (confirmed.Code !== 50) throw new Error('expected the plans (Code 50) for a new number');
    const { SubscriptionsList } = confirmed;
    const created = await server.api.call('createSubscriber', {
      json: { uuid: SubscriptionsList[0]!.uuid, msisdn: local },
    });
    expect(created.status).toBe(200);
    const { access_token: token } = await readOk('createSubscriber', created);
    secrets.push(token, token.split('|')[1]!);

    // access_token readable by the portal (not HttpOnly), SameSite=Lax, Secure here.
    const cookies = setCookies(created);
    expect(cookies.access_token!.value).toBe(token);
    expect(cookies.access_token!.attributes).toMatchObject({ samesite: 'Lax', secure: true, path: '/' });
    expect(cookies.access_token!.attributes.httponly).toBeUndefined();

    const health = await server.api.call('getHealth');
    const xsrf = setCookies(health)['XSRF-TOKEN']!;
    expect(xsrf.attributes).toMatchObject({ samesite: 'Lax', secure: true });
    expect(xsrf.attributes.httponly).toBeUndefined();
    expect(health.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);

    // A consent code, a renewal attempt, the bill, a sign-in again, logout.
    expect((await server.api.call('generateOtp', { token })).status).toBe(200);
    const profileCode = codeFor(msisdn);
    secrets.push(profileCode);
    expect((await server.api.call('confirmProfileOtp', { json: { otp: profileCode }, token })).status).toBe(200);
    // The portal's empty JSON body, which renew and logout do not declare.
    expect((await server.api.call('renewSubscription', { rawJson: {}, token })).status).toBeLessThan(500);
    expect((await server.api.call('getMyBillTransactions', { token })).status).toBe(200);
    expect((await server.api.call('login', { json: { msisdn: local } })).status).toBe(200);
    const secondCode = codeFor(msisdn);
    secrets.push(secondCode);
    const again = await server.api.ok('confirmOtp', { json: { otp: secondCode, msisdn: local } });
    if (again.Code !== 0) throw new Error('expected a token (Code 0) for a known number');
    const { access_token: second } = again;
    secrets.push(second, second.split('|')[1]!);
    expect((await server.api.call('logout', { rawJson: {}, token: second })).status).toBe(200);

    // The back office: HttpOnly, SameSite=Strict, Secure, scoped to /api/admin.
    const password = 'back-office-password-0001';
    await createAdminUser(server.database.db, { email: 'ops@sarraf.local', password, role: 'admin' });
    secrets.push(password);
    jar.store(health);
    const adminSignIn = await server.api.call('adminSignIn', {
      json: { email: 'ops@sarraf.local', password },
      headers: adminHeaders(),
    });
    expect(adminSignIn.status).toBe(200);
    const adminCookie = setCookies(adminSignIn).sarraf_admin!;
    expect(adminCookie.attributes).toMatchObject({
      httponly: true,
      samesite: 'Strict',
      secure: true,
      path: NON_CONTRACT_PATHS.adminCookieScope,
    });
    secrets.push(adminCookie.value);
    jar.store(adminSignIn);
    expect((await server.api.call('adminGetSession', { headers: { cookie: jar.header() } })).status).toBe(200);

    // A wrong code and a wrong password are logged as failures, without the values tried.
    secrets.push('000999', 'wrong-password-0001');
    await server.api.call('confirmOtp', { json: { otp: '000999', msisdn: local } });
    await server.api.call('adminSignIn', {
      json: { email: 'ops@sarraf.local', password: 'wrong-password-0001' },
      headers: adminHeaders(),
    });

    const text = log.join('');
    expect(log.length).toBeGreaterThan(20);
    expect(text).toContain(pathOf('confirmOtp'));
    // A code is digits: it counts as leaked standing alone, not inside a longer number (a timestamp
    // or a duration can hold any six digits, which once made this test fail by chance).
    const carries = (secret: string) =>
      /^\d+$/.test(secret) ? new RegExp(`(?<!\\d)${secret}(?!\\d)`).test(text) : text.includes(secret);
    for (const secret of secrets) expect(carries(secret), `log carries ${secret.slice(0, 12)}…`).toBe(false);
    // Nor does any request log carry a cookie or an authorization header.
    expect(text).not.toMatch(/"authorization":"(?!\[redacted\])/i);
    expect(text).not.toMatch(/"cookie":"(?!\[redacted\])/i);
  }, 60_000);
});
