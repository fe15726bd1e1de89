import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xsrfTokensMatch } from '../../src/lib/session-cookie';
import { startTestServer, type TestServer } from '../support/test-server';
import { publish, SANAA } from './helpers';
import { contractOf, type ApiClient } from '@sarraf/contracts/typed-client';

/** A raw HTTP/1.1 GET: exactly the headers given, the body as sent (no decompression). */
function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(url), { method: 'GET', headers }, (response) => {
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

  const READS: Array<[string, (api: ApiClient) => string, Record<string, string>]> = [
    ['getCurrencyList', (api) => api.urlOf('getCurrencyList'), BROWSER],
    ['getCurrencyList', (api) => api.urlOf('getCurrencyList'), { ...BROWSER, 'accept-encoding': 'gzip' }],
    ['getCurrencyList', (api) => api.urlOf('getCurrencyList'), { ...BROWSER, 'accept-encoding': 'identity' }],
    [
      'convertCurrency',
      (api) => api.urlOf('convertCurrency', { query: { amount: '100', from: 'USD', to: 'SAR' } }),
      BROWSER,
    ],
    ['getNews', (api) => api.urlOf('getNews', { query: { page: 1, per_page: 5 } }), BROWSER],
    ['getNewsItem', (api) => api.urlOf('getNewsItem', { params: { id: 1 } }), BROWSER],
    ['getPriceSources', (api) => api.urlOf('getPriceSources'), {}],
    ['getLocalExchangeCompanies', (api) => api.urlOf('getLocalExchangeCompanies', { query: { search: 'الكريمي' } }), BROWSER],
  ];

  it.each(READS)(
    'answers %s again with the status, headers and bytes of the routed answer (%j)',
    async (_name, urlOf, headers) => {
      const path = urlOf(server.api);
      await rawGet(path, headers);
      // The same request through the router, as with the hot path off: the reference answer.
      bypass = true;
      const routed = await rawGet(path, headers).finally(() => (bypass = false));
      expect(routed.status).toBe(200);
      hot = 0;

      const again = await rawGet(path, headers);
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
    const path = server.api.urlOf('getPriceLists');
    const first = await rawGet(path, BROWSER);
    hot = 0;
    const again = await rawGet(path, { ...BROWSER, 'if-none-match': String(first.headers.etag) });
    expect(hot).toBe(1);
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(again.body.length).toBe(0);
  });

  it('gives a first visit a valid XSRF-TOKEN cookie, as the routed answer does, and none to a returning one', async () => {
    const path = server.api.urlOf('getCategories');
    await rawGet(path, {});
    bypass = true;
    const routed = await rawGet(path, {}).finally(() => (bypass = false));
    hot = 0;
    const again = await rawGet(path, {});
    expect(hot).toBe(1);
    for (const answer of [routed, again]) {
      const [cookie] = answer.headers['set-cookie'] ?? [];
      expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]+\.[\w-]+; Path=\/; SameSite=Lax$/);
      const token = cookie!.slice('XSRF-TOKEN='.length).split(';')[0]!;
      expect(xsrfTokensMatch(server.config.appSecret, token, token)).toBe(true);
    }
    for (const cookie of ['XSRF-TOKEN=abc; other=1', 'other=1; XSRF-TOKEN=abc']) {
      const returning = await rawGet(path, { cookie });
      expect(returning.headers['set-cookie']).toBeUndefined();
    }
    for (const cookie of ['XSRF-TOKEN=', 'MY-XSRF-TOKEN=abc']) {
      const withoutOne = await rawGet(path, { cookie });
      expect(withoutOne.headers['set-cookie']?.[0]).toMatch(
        /^XSRF-TOKEN=[\w-]+\.[\w-]+; Path=\/; SameSite=Lax$/,
      );
    }
  });

  it('serves what a publish changed on the next request, not the old entry', async () => {
    const path = server.api.urlOf('getCurrencyList');
    await rawGet(path, BROWSER);
    await publish(server, {
      sourceId: SANAA,
      rates: [{ currencyCode: 'USD', buy: '611.25', sell: '613.5' }],
    });
    hot = 0;
    const fresh = await rawGet(path, BROWSER);
    expect(hot).toBe(0);
    const body = contractOf('getCurrencyList').response.parse(JSON.parse(brotliDecompressSync(fresh.body).toString()));
    const usd = body.data.find((currency) => currency.code === 'USD')!;
    expect(usd.rates.find((rate) => rate.source.id === SANAA)!.buy).toBe('611.250000');
    await rawGet(path, BROWSER);
    expect(hot).toBe(1);
  });

  it('leaves to the router what it has not validated: other URLs, a malformed query, a body', async () => {
    hot = 0;
    const malformed = server.api.urlOf('getNews', { rawQuery: 'page=abc' });
    expect((await rawGet(malformed, BROWSER)).status).toBe(422);
    expect((await rawGet(malformed, BROWSER)).status).toBe(422);
    const subscription = server.api.urlOf('fetchSubscription');
    expect((await rawGet(subscription, BROWSER)).status).toBe(401);
    expect((await rawGet(subscription, BROWSER)).status).toBe(401);
    const informations = server.api.urlOf('getInformations');
    await rawGet(informations, BROWSER);
    const withBody = await rawGet(informations, { ...BROWSER, 'content-length': '0' });
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
    const second = server.api.urlOf('getNewsItem', { params: { id: 2 } });
    await rawGet(second, BROWSER);
    const before = await count();
    hot = 0;
    await rawGet(second, BROWSER);
    await rawGet(second, BROWSER);
    expect(hot).toBe(2);
    expect(await count()).toBe(before + 2);
  });
});
