import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TResponse } from '@sarraf/contracts/api';
import { parseOk, pathWithQuery } from '@sarraf/contracts/typed-client';
import { BILLING_TEST_ENV, newLocalMsisdn, stored } from '../support/billing';
import { getWithHost } from '../support/get-with-host';
import { startTestServer, type TestServer } from '../support/test-server';

// The gateway's number header is believed only on a request that was plain HTTP all the way to the
// gateway (docs/header-enrichment.md#trust-model): HTTPS leaves the operator from the gateway's own
// addresses untouched, so a header on it is the subscriber's own. The test server listens on
// loopback, TRUST_PROXY's default: the test client plays our nginx, naming the client address in
// X-Forwarded-For and the scheme in X-Forwarded-Proto (only the HE server block says `http`).
const GATEWAY = '10.9.0.5';
const HE_ENV = { ...BILLING_TEST_ENV, HE_ENABLED: '1', HE_TRUSTED_CIDRS: '10.9.0.0/24' };

type Identify = TResponse<'heIdentify'>['data'];

const masked = (msisdn: string) => `${msisdn.slice(0, 5)}****${msisdn.slice(-3)}`;

async function identify(server: TestServer, headers: Record<string, string>): Promise<Identify> {
  return (await server.api.ok('heIdentify', { headers })).data;
}

/** What our nginx passes on for a request from `ip` that reached it over `proto` (none: not said). */
const behindNginx = (ip: string, proto: 'http' | 'https' | null, msisdn: string) => ({
  'x-forwarded-for': ip,
  ...(proto ? { 'x-forwarded-proto': proto } : {}),
  'x-msisdn': msisdn,
});

describe('HE behind our nginx: believed on plain HTTP only', () => {
  let server: TestServer;
  const log: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({ env: HE_ENV, logStream: { write: (line) => log.push(line) } });
  });
  afterAll(() => server.close());

  it('ignores a number header on HTTPS from the gateway address (X-Forwarded-Proto: https), and logs it masked', async () => {
    const msisdn = stored(newLocalMsisdn());
    log.length = 0;
    expect(await identify(server, behindNginx(GATEWAY, 'https', msisdn))).toEqual({ identified: false });
    const lines = log.filter((line) => line.includes('HTTPS request ignored'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`${msisdn.slice(0, -4)}****`);
    expect(lines[0]).toContain(GATEWAY);
    expect(log.join('\n')).not.toContain(msisdn);
  });

  it('takes a missing X-Forwarded-Proto from a trusted proxy for HTTPS: ignored and logged', async () => {
    const msisdn = stored(newLocalMsisdn());
    log.length = 0;
    expect(await identify(server, behindNginx(GATEWAY, null, msisdn))).toEqual({ identified: false });
    expect(log.filter((line) => line.includes('HTTPS request ignored'))).toHaveLength(1);
    expect(log.join('\n')).not.toContain(msisdn);
  });

  it('does not take a list that names https anywhere for plain HTTP', async () => {
    const msisdn = stored(newLocalMsisdn());
    for (const proto of ['https, http', 'http, https', 'HTTPS', 'ws', '']) {
      const headers = { ...behindNginx(GATEWAY, null, msisdn), 'x-forwarded-proto': proto };
      expect(await identify(server, headers), proto).toEqual({ identified: false });
    }
  });

  it('believes the number when the HE server block says X-Forwarded-Proto: http', async () => {
    const msisdn = stored(newLocalMsisdn());
    expect(await identify(server, behindNginx(GATEWAY, 'http', msisdn))).toMatchObject({
      identified: true,
      msisdn_masked: masked(msisdn),
      subscriber: false,
    });
  });

  it('hands no token over from /api/client/he/start on HTTPS, and one on plain HTTP', async () => {
    const msisdn = stored(newLocalMsisdn());
    for (const proto of ['https', null] as const) {
      const entry = await server.api.call('heStart', { headers: behindNginx(GATEWAY, proto, msisdn) });
      expect(entry.status).toBe(302);
      expect(entry.headers.get('location')).toBe(`${server.config.publicUrl}/`);
    }
    const plain = await server.api.call('heStart', { headers: behindNginx(GATEWAY, 'http', msisdn) });
    expect(new URL(plain.headers.get('location')!).hash).toMatch(/^#he=[\w-]+&m=\d{5}\*{4}\d{3}&s=0$/);
  });
});

describe('HE without a proxy in front (the gateway reaches a plain-HTTP server directly)', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The test client is the gateway here, and no trusted proxy: TRUST_PROXY names another address.
    server = await startTestServer({
      env: { ...HE_ENV, HE_TRUSTED_CIDRS: '127.0.0.1/32', TRUST_PROXY: '192.0.2.1' },
    });
  });
  afterAll(() => server.close());

  it("counts the server's own scheme (plain HTTP): the number is believed", async () => {
    const msisdn = stored(newLocalMsisdn());
    expect(await identify(server, { 'x-msisdn': msisdn })).toMatchObject({
      identified: true,
      msisdn_masked: masked(msisdn),
    });
  });

  it('does not believe X-Forwarded-Proto from a peer that is not a trusted proxy', async () => {
    // The peer's word would make this HTTPS and ignore the number; it is not TRUST_PROXY's, so the
    // connection's own scheme (plain HTTP) counts.
    const msisdn = stored(newLocalMsisdn());
    expect(await identify(server, { 'x-msisdn': msisdn, 'x-forwarded-proto': 'https' })).toMatchObject({
      identified: true,
      msisdn_masked: masked(msisdn),
    });
  });
});

describe('HE_HOSTS: the number is read on the listed host names only', () => {
  let server: TestServer;
  const log: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({
      env: { ...HE_ENV, HE_HOSTS: 'he.example.test,he2.example.test' },
      logStream: { write: (line) => log.push(line) },
    });
  });
  afterAll(() => server.close());

  it('identifies on a listed host, with or without a port, and not on another host', async () => {
    const msisdn = stored(newLocalMsisdn());
    const headers = behindNginx(GATEWAY, 'http', msisdn);
    for (const host of ['he.example.test', 'HE2.example.test:8081']) {
      const answer = await getWithHost(server.url, pathWithQuery('heIdentify'), { ...headers, host });
      expect(answer.status).toBe(200);
      expect(parseOk('heIdentify', { json: JSON.parse(answer.body) }).data, host).toMatchObject({
        identified: true,
      });
    }
    log.length = 0;
    for (const host of ['www.example.test', 'he.example.test.evil.test', '127.0.0.1']) {
      const answer = await getWithHost(server.url, pathWithQuery('heIdentify'), { ...headers, host });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body), host).toEqual({ data: { identified: false } });
    }
    expect(log.filter((line) => line.includes('not in HE_HOSTS'))).toHaveLength(3);
    expect(log.join('\n')).not.toContain(msisdn);
  });

  it('redirects /api/client/he/start on another host to the portal without a token', async () => {
    const msisdn = stored(newLocalMsisdn());
    const headers = { ...behindNginx(GATEWAY, 'http', msisdn), host: 'www.example.test' };
    const answer = await getWithHost(server.url, pathWithQuery('heStart'), headers);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe(`${server.config.publicUrl}/`);
  });
});

describe('identify limits (HE_IDENTIFY_PER_MIN, default 30)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: HE_ENV });
  });
  afterAll(() => server.close());

  it('answers 429 with Retry-After past 30 a minute for one number, other numbers unaffected', async () => {
    const msisdn = stored(newLocalMsisdn());
    for (let i = 0; i < 30; i += 1) {
      expect((await identify(server, behindNginx(GATEWAY, 'http', msisdn))).identified).toBe(true);
    }
    const over = await server.api.call('heIdentify', { headers: behindNginx(GATEWAY, 'http', msisdn) });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(over.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(over.headers.get('cache-control')).toBe('no-store');
    const other = stored(newLocalMsisdn());
    expect((await identify(server, behindNginx(GATEWAY, 'http', other))).identified).toBe(true);
  });

  it('identifies 40 different numbers from one gateway address: no limit per gateway address', async () => {
    const numbers = Array.from({ length: 40 }, () => stored(newLocalMsisdn()));
    for (const msisdn of numbers) {
      expect(await identify(server, behindNginx('10.9.0.77', 'http', msisdn))).toMatchObject({
        identified: true,
        msisdn_masked: masked(msisdn),
      });
    }
  });

  it("does not count HTTPS forgeries against the victim's number", async () => {
    const victim = stored(newLocalMsisdn());
    for (let i = 0; i < 40; i += 1) {
      expect(await identify(server, behindNginx(GATEWAY, 'https', victim))).toEqual({ identified: false });
    }
    expect((await identify(server, behindNginx(GATEWAY, 'http', victim))).identified).toBe(true);
  });

  it('limits an address outside HE_TRUSTED_CIDRS to 30 a minute, header or not', async () => {
    const stranger = '203.0.113.40';
    for (let i = 0; i < 30; i += 1) {
      const headers =
        i % 2 ? { 'x-forwarded-for': stranger } : behindNginx(stranger, 'http', stored(newLocalMsisdn()));
      expect(await identify(server, headers)).toEqual({ identified: false });
    }
    const over = await server.api.call('heIdentify', { headers: { 'x-forwarded-for': stranger } });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Another address keeps its own minute.
    expect(await identify(server, { 'x-forwarded-for': '203.0.113.41' })).toEqual({ identified: false });
  });
});

describe('HE_IDENTIFY_PER_MIN set', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { ...HE_ENV, HE_IDENTIFY_PER_MIN: '3' } });
  });
  afterAll(() => server.close());

  it('applies the configured figure to a number and to an address outside the gateway', async () => {
    const msisdn = stored(newLocalMsisdn());
    for (let i = 0; i < 3; i += 1) {
      expect((await identify(server, behindNginx(GATEWAY, 'http', msisdn))).identified).toBe(true);
    }
    const number = await server.api.call('heIdentify', { headers: behindNginx(GATEWAY, 'http', msisdn) });
    expect(number.status).toBe(429);
    for (let i = 0; i < 3; i += 1) await identify(server, { 'x-forwarded-for': '198.51.100.3' });
    const address = await server.api.call('heIdentify', { headers: { 'x-forwarded-for': '198.51.100.3' } });
    expect(address.status).toBe(429);
  });
});
