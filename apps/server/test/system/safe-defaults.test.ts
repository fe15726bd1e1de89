import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestServerOptions } from '../support/test-server';
import { newLocalMsisdn } from '../session/helpers';
import { pathOf } from '@sarraf/contracts/api';
import { readOpenApiDocument } from '../support/openapi-document';

/**
 * Safe defaults on the network (docs/security.md): who may name the client address, where the dev
 * helpers exist, who reads /metrics, and what the public API document shows.
 */

const servers: TestServer[] = [];
const start = async (env: Record<string, string>, options: TestServerOptions = {}) => {
  const server = await startTestServer({ ...options, env: { LOG_LEVEL: 'silent', ...env } });
  servers.push(server);
  return server;
};
afterAll(async () => {
  for (const server of servers) await server.close();
});

/** Production with the operator's gateways (unreachable: nothing here sends or charges). */
const PRODUCTION = {
  NODE_ENV: 'production',
  SMS_DRIVER: 'http',
  SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
  CHARGING_DRIVER: 'http',
  CHARGING_HTTP_URL: 'http://127.0.0.1:9/charge',
  MSISDN_PREFIXES: '77,78,73,71,70',
};

/** Login codes asked for new numbers, each request claiming another client address. */
async function loginsFromClaimedAddresses(server: TestServer, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < count; index++) {
    const response = await server.api.call('login', {
      json: { msisdn: newLocalMsisdn() },
      headers: { 'x-forwarded-for': `198.51.100.${index + 1}` },
    });
    statuses.push(response.status);
  }
  return statuses;
}

describe('X-Forwarded-For is believed from TRUST_PROXY’s proxies only', () => {
  it('from a peer that is not a listed proxy, is ignored: the per-IP limit still bites', async () => {
    // The test client (127.0.0.1) is not the proxy at 192.0.2.1.
    const server = await start({ TRUST_PROXY: '192.0.2.1', OTP_IP_SENDS_PER_HOUR: '2' });
    expect(await loginsFromClaimedAddresses(server, 3)).toEqual([200, 200, 429]);
  });

  it('with a hop count of 0, is ignored even from loopback', async () => {
    const server = await start({ TRUST_PROXY: '0', OTP_IP_SENDS_PER_HOUR: '2' });
    expect(await loginsFromClaimedAddresses(server, 3)).toEqual([200, 200, 429]);
  });

  it('from a listed proxy (the default, loopback: nginx on the same host), is believed', async () => {
    const server = await start({ OTP_IP_SENDS_PER_HOUR: '2' });
    expect(await loginsFromClaimedAddresses(server, 3)).toEqual([200, 200, 200]);
  });

  it('with a hop count, believes that many proxies and no more', async () => {
    const server = await start({ TRUST_PROXY: '1', OTP_IP_SENDS_PER_HOUR: '1' });
    const login = (forwardedFor: string) =>
      server.api.call('login', {
        json: { msisdn: newLocalMsisdn() },
        headers: { 'x-forwarded-for': forwardedFor },
      });
    // One hop: the last entry (what the one proxy saw) is the client; what the client wrote before
    // it is not believed, so the same last entry is the same client whatever comes first.
    expect((await login('203.0.113.1, 198.51.100.7')).status).toBe(200);
    expect((await login('203.0.113.2, 198.51.100.7')).status).toBe(429);
    expect((await login('198.51.100.8')).status).toBe(200);
  });
});

describe('The dev routes, /api/dev/*, exist only in development or test on a loopback HOST, or with DEV_ROUTES=1', () => {
  it('is absent in development when HOST is not loopback', async () => {
    const server = await start({ NODE_ENV: 'development', HOST: '0.0.0.0' });
    expect((await server.api.call('getDevSms')).status).toBe(404);
    expect((await server.api.call('runDevBillingSweep', { rawJson: {} })).status).toBe(404);
    // The operator webhooks' secret-less twins (the channel simulator's) are dev routes too.
    for (const name of ['receiveDevOperatorSms', 'receiveDevOperatorUssd'] as const)
      expect((await server.api.call(name, { rawJson: {} })).status, name).toBe(404);
  });

  it('is present in development on a public HOST with DEV_ROUTES=1', async () => {
    const server = await start({ NODE_ENV: 'development', HOST: '0.0.0.0', DEV_ROUTES: '1' });
    const body = await server.api.ok('getDevSms');
    expect(Array.isArray(body.data)).toBe(true);
  });

  it('is present in test on a loopback HOST (what the test suites and e2e use)', async () => {
    const server = await start({ NODE_ENV: 'test', HOST: '127.0.0.1' });
    expect((await server.api.call('getDevSms')).status).toBe(200);
  });
});

describe('/metrics in production', () => {
  it('answers loopback (the default METRICS_CIDRS)', async () => {
    const server = await start(PRODUCTION);
    const response = await server.request('/metrics');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('process_cpu_user_seconds_total');
  });

  it('is a 404 from an address outside METRICS_CIDRS, every time', async () => {
    const server = await start({ ...PRODUCTION, METRICS_CIDRS: '10.0.0.0/8' });
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await server.request('/metrics');
      expect(response.status).toBe(404);
      const text = await response.text();
      expect(text).not.toContain('process_cpu');
      // The same answer as any unknown path: nothing says an endpoint is there.
      expect(text).toBe(await (await server.request('/no-such-file.txt')).text());
    }
  });

  it('judges the client address after TRUST_PROXY: a public client through nginx on the same host is refused', async () => {
    const server = await start(PRODUCTION);
    const forwarded = await server.request('/metrics', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(forwarded.status).toBe(404);
    expect(await forwarded.text()).not.toContain('process_cpu');
    // A scraper on an allowed network behind the same proxy is served.
    const allowed = await start({ ...PRODUCTION, METRICS_CIDRS: '127.0.0.1/32,10.9.0.0/16' });
    expect((await allowed.request('/metrics', { headers: { 'x-forwarded-for': '10.9.8.7' } })).status).toBe(
      200,
    );
    expect(
      (await allowed.request('/metrics', { headers: { 'x-forwarded-for': '203.0.113.9' } })).status,
    ).toBe(404);
  });

  it('stays open outside production (a developer’s own machine)', async () => {
    const server = await start({ METRICS_CIDRS: '10.0.0.0/8' });
    expect((await server.request('/metrics')).status).toBe(200);
  });
});

describe('the public API document', () => {
  it('has no /api/admin, /api/operator or /api/dev paths', async () => {
    const server = await start({});
    const { paths } = await readOpenApiDocument(server);
    const hidden = Object.keys(paths).filter((path) => /^\/api\/(admin|operator|dev)(\/|$)/.test(path));
    expect(hidden).toEqual([]);
    // The portal's API is still described.
    expect(Object.keys(paths)).toContain(pathOf('login'));
    expect(Object.keys(paths)).toContain(pathOf('getCurrencyList'));
  });
});
