import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accessTokens } from '../../src/db/schema/index';
import { readError, readOk } from '@sarraf/contracts/typed-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { bearer, newLocalMsisdn, setCookies, signUp } from './helpers';

describe('access tokens, logout and the access_token cookie', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const user = (headers: Record<string, string>) => server.api.call('getClientUser', { headers });
  const idOf = (token: string) => token.split('|')[0]!;

  it('stores only a hash of the token secret', async () => {
    const { token } = await signUp(server, newLocalMsisdn());
    const [row] = await server.database.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.id, idOf(token)));
    expect(row!.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token.split('|')[1]);
  });

  it('revokes the token on logout: the same token then gets 401', async () => {
    const { token } = await signUp(server, newLocalMsisdn());
    expect((await user(bearer(token))).status).toBe(200);
    const logout = await server.api.call('logout', { token });
    expect((await readOk('logout', logout)).message).toMatch(/[\u0600-\u06FF]/);
    const cleared = setCookies(logout).access_token!;
    expect(cleared.value).toBe('');
    expect(cleared.attributes).toMatchObject({ path: '/' });
    expect(new Date(String(cleared.attributes.expires)).getTime()).toBeLessThan(Date.now());

    const after = await user(bearer(token));
    expect((await readError(after, 401)).message).toMatch(/[\u0600-\u06FF]/);
  });

  it('clears the cookie on logout even without a valid token', async () => {
    const xsrf = setCookies(await server.api.call('getHealth'))['XSRF-TOKEN']!.value;
    const staleCookie = { cookie: `access_token=garbage; XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
    for (const headers of [{}, bearer('not-a-token'), staleCookie]) {
      const logout = await server.api.call('logout', { headers });
      expect(logout.status).toBe(200);
      expect(setCookies(logout).access_token?.value).toBe('');
    }
  });

  it('answers 401 to a missing, malformed, unknown, tampered or expired token', async () => {
    const { token } = await signUp(server, newLocalMsisdn());
    const [id, secret] = token.split('|') as [string, string];
    const tampered = `${id}|${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    const attempts: Record<string, string>[] = [
      {},
      bearer('garbage'),
      bearer(`${crypto.randomUUID()}|${secret}`),
      bearer(tampered),
      { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
      { cookie: 'access_token=nope' },
    ];
    for (const headers of attempts) {
      expect((await user(headers)).status).toBe(401);
    }
    await server.database.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.id, id));
    expect((await user(bearer(token))).status).toBe(401);
  });

  it('slides the expiry on use, at most about once a minute', async () => {
    const { token } = await signUp(server, newLocalMsisdn());
    const read = async () =>
      (
        await server.database.db
          .select()
          .from(accessTokens)
          .where(eq(accessTokens.id, idOf(token)))
      )[0]!;
    const weekAgo = new Date(Date.now() - 7 * 86_400_000);
    await server.database.db
      .update(accessTokens)
      .set({ lastUsedAt: weekAgo, expiresAt: new Date(weekAgo.getTime() + 30 * 86_400_000) })
      .where(eq(accessTokens.id, idOf(token)));

    const response = await user({ cookie: `access_token=${token}` });
    expect(response.status).toBe(200);
    const slid = await read();
    expect(slid.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29.9 * 86_400_000);
    // The cookie follows the token's new life.
    expect(setCookies(response).access_token?.attributes['max-age']).toBe(String(30 * 86_400));

    // A second use within the minute writes nothing.
    expect((await user(bearer(token))).status).toBe(200);
    expect((await read()).lastUsedAt.getTime()).toBe(slid.lastUsedAt.getTime());
  });

  it('accepts the token from the access_token cookie as from the bearer header', async () => {
    const { token } = await signUp(server, newLocalMsisdn());
    expect((await user({ cookie: `access_token=${token}` })).status).toBe(200);
    expect((await user({ cookie: `access_token=${encodeURIComponent(token)}` })).status).toBe(200);
  });

  it('uses the bearer header over the cookie when both are sent', async () => {
    const { token } = await signUp(server, newLocalMsisdn());
    expect((await user({ ...bearer('garbage'), cookie: `access_token=${token}` })).status).toBe(401);
  });
});

describe('XSRF double submit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function xsrfCookie(): Promise<string> {
    const response = await server.api.call('getHealth');
    const cookie = setCookies(response)['XSRF-TOKEN']!;
    expect(cookie.attributes).toMatchObject({ path: '/', samesite: 'Lax' });
    expect(cookie.attributes.httponly).toBeUndefined();
    return cookie.value;
  }

  it('sets XSRF-TOKEN on a GET that lacks it, and not again once the browser has it', async () => {
    const value = await xsrfCookie();
    expect(value.length).toBeGreaterThan(20);
    const again = await server.api.call('getHealth', { headers: { cookie: `XSRF-TOKEN=${value}` } });
    expect(setCookies(again)['XSRF-TOKEN']).toBeUndefined();
  });

  it('answers 419 to a cookie-only POST without X-XSRF-TOKEN, and 200 with it', async () => {
    const { token } = await signUp(server, newLocalMsisdn());
    const xsrf = await xsrfCookie();
    const cookie = `access_token=${token}; XSRF-TOKEN=${xsrf}`;

    const forged = await server.api.fails('logout', 419, { headers: { cookie } });
    expect(forged.message).toMatch(/[\u0600-\u06FF]/);
    // Refused before anything happened: the token still works.
    await server.api.ok('getClientUser', { token });

    await server.api.fails('logout', 419, { headers: { cookie, 'x-xsrf-token': `${xsrf}x` } });
    await server.api.ok('logout', { headers: { cookie, 'x-xsrf-token': xsrf } });
    await server.api.fails('getClientUser', 401, { token });
  });

  it('refuses a planted XSRF cookie that the server did not issue', async () => {
    const { token } = await signUp(server, newLocalMsisdn());
    const planted = 'attacker-chosen-value.0000000000000000000000000000000';
    await server.api.fails('logout', 419, {
      headers: { cookie: `access_token=${token}; XSRF-TOKEN=${planted}`, 'x-xsrf-token': planted },
    });
  });

  it('needs no XSRF header on a bearer request', async () => {
    const { token } = await signUp(server, newLocalMsisdn());
    // 422 (no such code), not 419: the request went through.
    await server.api.fails('confirmProfileOtp', 422, { token, json: { otp: '123456' } });
  });
});
