import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Redis } from 'ioredis';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TGetCurrencyListResponse } from '@sarraf/contracts';
import type { RouteName } from '@sarraf/contracts/api';
import { type ApiClient, createApiClient, readOk } from '@sarraf/contracts/typed-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { currencies, exchangeCompanies } from '../../src/db/schema/index';
import { CONTENT_TAGS, type ContentCache, createContentCache } from '../../src/services/content-cache';
import { startTestServer, type TestServer } from '../support/test-server';
import { publishRates } from '../../src/services/rates';
import { addSource, publish, SANAA } from './helpers';

type ExtraHeaders = Record<string, string>;

/** Each cached read, as the portal makes it, with the extra headers of the test. */
const READS: Array<[RouteName, (api: ApiClient, headers: ExtraHeaders) => Promise<Response>]> = [
  ['getCurrencyList', (api, headers) => api.call('getCurrencyList', { headers })],
  [
    'convertCurrency',
    (api, headers) => api.call('convertCurrency', { query: { amount: '100', from: 'USD', to: 'YER' }, headers }),
  ],
  ['getPriceSources', (api, headers) => api.call('getPriceSources', { headers })],
  ['getPriceLists', (api, headers) => api.call('getPriceLists', { headers })],
  ['getCategories', (api, headers) => api.call('getCategories', { headers })],
  ['getCategoryInfo', (api, headers) => api.call('getCategoryInfo', { json: { category_id: 2 }, headers })],
  ['getCategoryDetails', (api, headers) => api.call('getCategoryDetails', { json: { item_id: 15 }, headers })],
  [
    'getCategoryDetailsCharts',
    (api, headers) => api.call('getCategoryDetailsCharts', { json: { item_id: 15, period: '7d' }, headers }),
  ],
  ['getLocalExchangeCompanies', (api, headers) => api.call('getLocalExchangeCompanies', { headers })],
  [
    'getInternationalExchangeCompanies',
    (api, headers) => api.call('getInternationalExchangeCompanies', { headers }),
  ],
  ['getExchangeCompanyPhoneNumbers', (api, headers) => api.call('getExchangeCompanyPhoneNumbers', { headers })],
  ['getNews', (api, headers) => api.call('getNews', { headers })],
  ['getNewsItem', (api, headers) => api.call('getNewsItem', { params: { id: 1 }, headers })],
  ['getInformations', (api, headers) => api.call('getInformations', { headers })],
];

const usdAt = (body: TGetCurrencyListResponse, source: number) =>
  body.data.find((c) => c.code === 'USD')!.rates.find((r) => r.source.id === source);

describe('HTTP caching and the content cache', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(READS)(
    '%s sets Cache-Control and ETag, and answers 304 to a repeated request',
    async (_name, send) => {
      const first = await send(server.api, {});
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toMatch(
        /^public, max-age=([1-9]|[12]\d|30), stale-while-revalidate=120$/,
      );
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^W\/".+"$/);
      expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
      await first.arrayBuffer();

      const again = await send(server.api, { 'if-none-match': etag! });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');

      const other = await send(server.api, { 'if-none-match': 'W/"something-else"' });
      expect(other.status).toBe(200);
    },
  );

  it('serves reads from memory: a database change without an invalidation is not seen, then is', async () => {
    const read = () => server.api.ok('getLocalExchangeCompanies', { query: { per_page: 1 } });
    const before = await read();
    await server.database.db
      .update(exchangeCompanies)
      .set({ name: 'اسم جديد' })
      .where(eq(exchangeCompanies.id, 1));
    expect(await read()).toEqual(before);
    await server.contentCache.invalidate([CONTENT_TAGS.exchangeCompanies]);
    expect((await read()).data[0]!.name).toBe('اسم جديد');
  });

  it('shares one entry between spellings of the same query', async () => {
    const { misses } = server.contentCache.stats();
    await server.api.ok('getNews', { query: { search: 'أسعار', page: 1 } });
    await server.api.ok('getNews', { query: { page: 1, search: 'اسعار' } });
    await server.api.ok('getNews', { query: { search: '  أسعار ' } });
    expect(server.contentCache.stats().misses - misses).toBe(1);
  });

  it('serves a publish at once: list, converter and sources, with a new ETag', async () => {
    const list = async () => {
      const response = await server.api.call('getCurrencyList');
      return { headers: response.headers, body: await readOk('getCurrencyList', response) };
    };
    const convert = () => server.api.ok('convertCurrency', { query: { amount: '2', from: 'USD', to: 'YER' } });
    const first = await list();
    const converted = await convert();
    const at = new Date();
    await publish(server, {
      sourceId: SANAA,
      at,
      rates: [{ currencyCode: 'USD', buy: '541.125', sell: '543.5' }],
    });

    const second = await list();
    expect(second.headers.get('etag')).not.toBe(first.headers.get('etag'));
    expect(usdAt(second.body, SANAA)).toMatchObject({
      buy: '541.125000',
      sell: '543.500000',
      recorded_at: at.toISOString(),
    });
    expect(usdAt(first.body, SANAA)!.buy).not.toBe('541.125000');
    const after = await convert();
    expect(converted.data.result).not.toBe('1082.25');
    expect(after.data).toMatchObject({ result: '1082.25', rate: '541.125000' });
    const sources = await server.api.ok('getPriceSources');
    expect(sources.data[0]!.last_recorded_at).toBe(at.toISOString());
  });

  it('turns a rate stale on time while its response is cached', async () => {
    const source = await addSource(server, { name: 'مصدر سريع', freshnessMinutes: 1 });
    // Recorded 58.5 s ago with a one-minute window: stale in 1.5 s, with no write in between.
    await publish(server, {
      sourceId: source,
      at: new Date(Date.now() - 58_500),
      rates: [{ currencyCode: 'USD', buy: '530', sell: '531' }],
    });
    const query = { currency: 'USD', source_id: source };
    const fresh = await server.api.call('getCurrencyList', { query });
    expect((await readOk('getCurrencyList', fresh)).data[0]!.rates[0]!.is_stale).toBe(false);
    // Browsers may not keep it past the flip either.
    expect(Number(/max-age=(\d+)/.exec(fresh.headers.get('cache-control')!)![1])).toBeLessThanOrEqual(2);
    const { misses } = server.contentCache.stats();
    expect((await server.api.ok('getCurrencyList', { query })).data[0]!.rates[0]!.is_stale).toBe(false);
    expect(server.contentCache.stats().misses).toBe(misses);
    await new Promise((resolve) => setTimeout(resolve, 1_800));
    const stale = await server.api.ok('getCurrencyList', { query });
    expect(stale.data[0]!.rates[0]!.is_stale).toBe(true);
    const converted = await server.api.ok('convertCurrency', {
      query: { amount: '1', from: 'USD', to: 'YER', source_id: source },
    });
    expect(converted.data.is_stale).toBe(true);
  });

  it('sends a body compressed once, brotli or gzip, that decodes to the same JSON', async () => {
    const url = server.api.urlOf('getCurrencyList');
    const plain = await server.api.call('getCurrencyList');
    const text = await plain.text();
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await fetch(url, { headers: { 'accept-encoding': encoding } });
      // Node's fetch decodes transparently; read the raw bytes through the header it reports.
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(await response.text()).toBe(text);
      const raw = await new Promise<Buffer>((resolve, reject) => {
        void import('node:http').then(({ get }) =>
          get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve(Buffer.concat(chunks)));
          }).on('error', reject),
        );
      });
      expect(raw.length).toBeLessThan(Buffer.byteLength(text) / 3);
      expect(decode(raw).toString('utf8')).toBe(text);
    }
  });

  it('refreshes the currency list when a currency is renamed and its tag invalidated', async () => {
    await server.database.db
      .update(currencies)
      .set({ name: 'يورو أوروبي' })
      .where(eq(currencies.code, 'EUR'));
    await server.contentCache.invalidate([CONTENT_TAGS.currencies]);
    const body = await server.api.ok('getCurrencyList', { query: { currency: 'EUR' } });
    expect(body.data[0]!.name).toBe('يورو أوروبي');
  });
});

describe('invalidation across API processes through Redis', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  // A channel of this test's own: other test files publishing on the default one change nothing here.
  const channel = `sarraf:test:${process.pid}:${Date.now()}`;
  let server: TestServer;
  const processes: Array<{ app: FastifyInstance; url: string; cache: ContentCache }> = [];

  /** An API process: the test server's database, its own app and content cache. */
  async function startProcess(cache: ContentCache) {
    const app = await buildApp({ ...server.app.deps, contentCache: cache }, { serveApps: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const started = {
      app,
      cache,
      url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    };
    processes.push(started);
    return started;
  }

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    for (const started of processes) {
      await started.app.close();
      await started.cache.close();
    }
    await server.close();
  });

  it('serves a rate published through one process fresh from another within a second', async () => {
    const first = await startProcess(createContentCache({ redisUrl, channel }));
    const second = await startProcess(createContentCache({ redisUrl, channel }));
    // Control: a process that does not listen to Redis.
    const isolated = await startProcess(createContentCache());
    await Promise.all([first.cache.whenLive(), second.cache.whenLive()]);

    const read = (url: string) => createApiClient(url).ok('getCurrencyList', { query: { currency: 'USD' } });
    // Every process holds the old list in memory.
    for (const started of [first, second, isolated]) {
      expect(usdAt(await read(started.url), SANAA)!.buy).not.toBe('550.000000');
    }

    await publishRates(
      server.database.db,
      { sourceId: SANAA, rates: [{ currencyCode: 'USD', buy: '550', sell: '552' }] },
      first.cache,
    );
    expect(usdAt(await read(first.url), SANAA)!.buy).toBe('550.000000');
    const published = Date.now();
    let seen: string | undefined;
    while (Date.now() - published < 1_000) {
      seen = usdAt(await read(second.url), SANAA)!.buy;
      if (seen === '550.000000') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen).toBe('550.000000');
    // The process that does not listen keeps its copy until its TTL: the message did the work.
    expect(usdAt(await read(isolated.url), SANAA)!.buy).not.toBe('550.000000');
  });

  it('drops its copies when its subscription is lost, and listens again once Redis is back', async () => {
    const reconnecting = `${channel}:reconnect`;
    const writer = createContentCache({ redisUrl, channel: reconnecting });
    const reader = createContentCache({ redisUrl, channel: reconnecting });
    try {
      await Promise.all([writer.whenLive(), reader.whenLive()]);
      let loads = 0;
      const load = () => Promise.resolve({ value: ++loads });
      expect((await reader.dataset('d', [CONTENT_TAGS.rates], load)).value).toBe(1);

      // Redis drops the subscribers (a restart, a failover): invalidations sent now are lost.
      const admin = new Redis(redisUrl);
      const clients = String(await admin.call('client', 'list', 'type', 'pubsub'));
      for (const line of clients
        .split('\n')
        .filter((l) => l.includes(`name=content-cache:${reconnecting} `))) {
        await admin.call('client', 'kill', 'id', /id=(\d+)/.exec(line)![1]!);
      }
      admin.disconnect();
      await writer.invalidate([CONTENT_TAGS.rates]);
      // The reader notices the loss, drops its copy, resubscribes: the lost message costs nothing.
      const until = Date.now() + 2_000;
      while (Date.now() < until && (await reader.dataset('d', [CONTENT_TAGS.rates], load)).value === 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(loads).toBeGreaterThan(1);
      await reader.whenLive();

      const before = loads;
      await writer.invalidate([CONTENT_TAGS.rates]);
      const deadline = Date.now() + 1_000;
      while (
        Date.now() < deadline &&
        (await reader.dataset('d', [CONTENT_TAGS.rates], load)).value === before
      ) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(loads).toBe(before + 1);
    } finally {
      await writer.close();
      await reader.close();
    }
  });
});
