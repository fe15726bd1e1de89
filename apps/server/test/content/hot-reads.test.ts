import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xsrfTokensMatch } from '../../src/lib/session-cookie';
import { startTestServer, type TestServer } from '../support/test-server';
import { publish, SANAA } from './helpers';
import type { TResponse } from '@sarraf/contracts/api';

/** A raw HTTP/1.1 GET: exactly the headers given, the body as sent (no decompression). */
function rawGet(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, base), { method: 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/** Headers whose values legitimately differ between two answers of the same representation. */
const PER_ANSWER = new Set(['date', 'set-cookie', 'keep-alive', 'connection']);
const comparable = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));

const BROWSER = { 'accept-language': 'ar', 'accept-encoding': 'gzip, deflate, br', cookie: 'XSRF-TOKEN=x' };

describe('hot reads: a cached public GET answered before the router', () => {
  let server: TestServer;
  /** Answers given by the hot path since the last reset. */
  let hot = 0;
  /** While set, every request goes to the router, as it would with the hot path off. */
  let bypass = false;

  beforeAll(async () => {
    server = await startTestServer();
    const hotReads = server.app.hotReads;
    const tryServe = hotReads.tryServe.bind(hotReads);
    hotReads.tryServe = (request, response) => {
      if (bypass) return false;
      const served = tryServe(request, response);
      if (served) hot++;
      return served;
    };
  });
  afterAll(() => server.close());

  it.each([
    ['/api/client/get/currency/list', BROWSER],
    ['/api/client/get/currency/list', { ...BROWSER, 'accept-encoding': 'gzip' }],
    ['/api/client/get/currency/list', { ...BROWSER, 'accept-encoding': 'identity' }],
    ['/api/client/converter/currency?amount=100&from=USD&to=SAR', BROWSER],
    ['/api/client/get/news?page=1&per_page=5', BROWSER],
    ['/api/client/get/news/1', BROWSER],
    ['/api/client/get/priceSources', {}],
    ['/api/client/get/exchange/companies/local?search=%D8%A7%D9%84%D9%83%D8%B1%D9%8A%D9%85%D9%8A', BROWSER],
  ])(
    'answers %s again with the status, headers and bytes of the routed answer (%j)',
    async (path, headers) => {
      await rawGet(server.url, path, headers);
      // The same request through the router, as with the hot path off: the reference answer.
      bypass = true;
      const routed = await rawGet(server.url, path, headers).finally(() => (bypass = false));
      expect(routed.status).toBe(200);
      hot = 0;

      const again = await rawGet(server.url, path, headers);
      expect(hot).toBe(1);
      expect(again.status).toBe(200);
      expect(comparable(again.headers)).toEqual(comparable(routed.headers));
      expect(again.body.equals(routed.body)).toBe(true);
      // The security headers of every answer are on this one too.
      expect(again.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(again.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('answers 304 to a matching If-None-Match, with the validators and no body', async () => {
    const path = '/api/client/get/priceLists';
    const first = await rawGet(server.url, path, BROWSER);
    hot = 0;
    const again = await rawGet(server.url, path, { ...BROWSER, 'if-none-match': String(first.headers.etag) });
    expect(hot).toBe(1);
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(again.body.length).toBe(0);
  });

  it('gives a first visit a valid XSRF-TOKEN cookie, as the routed answer does, and none to a returning one', async () => {
    const path = '/api/client/get/categories';
    await rawGet(server.url, path, {});
    bypass = true;
    const routed = await rawGet(server.url, path, {}).finally(() => (bypass = false));
    hot = 0;
    const again = await rawGet(server.url, path, {});
    expect(hot).toBe(1);
    for (const answer of [routed, again]) {
      const [cookie] = answer.headers['set-cookie'] ?? [];
      expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]+\.[\w-]+; Path=\/; SameSite=Lax$/);
      const token = cookie!.slice('XSRF-TOKEN='.length).split(';')[0]!;
      expect(xsrfTokensMatch(server.config.appSecret, token, token)).toBe(true);
    }
    for (const cookie of ['XSRF-TOKEN=abc; other=1', 'other=1; XSRF-TOKEN=abc']) {
      const returning = await rawGet(server.url, path, { cookie });
      expect(returning.headers['set-cookie']).toBeUndefined();
    }
    for (const cookie of ['XSRF-TOKEN=', 'MY-XSRF-TOKEN=abc']) {
      const withoutOne = await rawGet(server.url, path, { cookie });
      expect(withoutOne.headers['set-cookie']?.[0]).toMatch(
        /^XSRF-TOKEN=[\w-]+\.[\w-]+; Path=\/; SameSite=Lax$/,
      );
    }
  });

  it('serves what a publish changed on the next request, not the old entry', async () => {
    const path = '/api/client/get/currency/list';
    await rawGet(server.url, path, BROWSER);
    await publish(server, {
      sourceId: SANAA,
      rates: [{ currencyCode: 'USD', buy: '611.25', sell: '613.5' }],
    });
    hot = 0;
    const fresh = await rawGet(server.url, path, BROWSER);
    expect(hot).toBe(0);
    const body = JSON.parse(brotliDecompressSync(fresh.body).toString()) as TResponse<'getCurrencyList'>;
    const usd = body.data.find((currency) => currency.code === 'USD')!;
    expect(usd.rates.find((rate) => rate.source.id === SANAA)!.buy).toBe('611.250000');
    await rawGet(server.url, path, BROWSER);
    expect(hot).toBe(1);
  });

  it('leaves to the router what it has not validated: other URLs, a malformed query, a body', async () => {
    hot = 0;
    expect((await rawGet(server.url, '/api/client/get/news?page=abc', BROWSER)).status).toBe(422);
    expect((await rawGet(server.url, '/api/client/get/news?page=abc', BROWSER)).status).toBe(422);
    expect((await rawGet(server.url, '/api/client/fetch/subscription', BROWSER)).status).toBe(401);
    expect((await rawGet(server.url, '/api/client/fetch/subscription', BROWSER)).status).toBe(401);
    await rawGet(server.url, '/api/get/informations', BROWSER);
    const withBody = await rawGet(server.url, '/api/get/informations', { ...BROWSER, 'content-length': '0' });
    expect(withBody.status).toBe(200);
    expect(hot).toBe(0);
  });

  it('counts hot reads in /metrics under their route pattern', async () => {
    const count = async () => {
      const text = await (await server.request('/metrics')).text();
      const match =
        /http_request_duration_seconds_count\{method="GET",route="\/api\/client\/get\/news\/:id",status="200"\} (\d+)/.exec(
          text,
        );
      return Number(match?.[1] ?? 0);
    };
    await rawGet(server.url, '/api/client/get/news/2', BROWSER);
    const before = await count();
    hot = 0;
    await rawGet(server.url, '/api/client/get/news/2', BROWSER);
    await rawGet(server.url, '/api/client/get/news/2', BROWSER);
    expect(hot).toBe(2);
    expect(await count()).toBe(before + 2);
  });
});
