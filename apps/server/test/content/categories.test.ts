import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryItemPrices, categoryItems } from '../../src/db/schema/index';
import { CONTENT_TAGS } from '../../src/services/content-cache';
import { startTestServer, type TestServer } from '../support/test-server';
import { ADEN, SANAA } from './helpers';

describe('categories, their items, prices and charts', () => {
  let server: TestServer;
  let gold21: number;
  let petrol: number;
  let usdItem: number;

  beforeAll(async () => {
    server = await startTestServer();
    const items = await server.database.db.select().from(categoryItems);
    const id = (name: string) => items.find((item) => item.name === name)!.id;
    gold21 = id('ذهب عيار 21');
    petrol = id('بنزين');
    usdItem = id('دولار أمريكي');
  });
  afterAll(() => server.close());

  describe('GET /api/client/get/categories', () => {
    it('lists the categories with their item counts', async () => {
      const body = await server.api.ok('getCategories');
      expect(body.data.map((c) => [c.slug, c.kind, c.items_count])).toEqual([
        ['currencies', 'currencies', 13],
        ['gold', 'gold', 4],
        ['fuel', 'fuel', 3],
      ]);
      expect(body.meta).toEqual({ current_page: 1, per_page: 20, total: 3, last_page: 1 });
    });

    it('searches Arabic names and descriptions, pages, and refuses malformed paging', async () => {
      const gold = await server.api.ok('getCategories', { query: { search: 'الذَّهب' } });
      expect(gold.data.map((c) => c.slug)).toEqual(['gold']);
      const fuel = await server.api.ok('getCategories', { query: { search: 'بنزين' } });
      expect(fuel.data.map((c) => c.slug)).toEqual(['fuel']);
      const second = await server.api.ok('getCategories', { query: { per_page: 2, page: 2 } });
      expect(second.data.map((c) => c.slug)).toEqual(['fuel']);
      expect(second.meta.last_page).toBe(2);
      await server.api.fails('getCategories', 422, { rawQuery: 'per_page=101' });
    });
  });

  describe('POST /api/client/get/category/info', () => {
    it('gives a category and each item with its price at the primary market', async () => {
      const body = await server.api.ok('getCategoryInfo', { json: { category_id: 2 } });
      expect(body.data.category).toMatchObject({ slug: 'gold', items_count: 4 });
      expect(body.data.items.map((i) => i.name)).toEqual([
        'ذهب عيار 24',
        'ذهب عيار 21',
        'ذهب عيار 18',
        'الجنيه الذهب',
      ]);
      const item = body.data.items[1]!;
      expect(item).toMatchObject({ id: gold21, unit: 'جرام', currency: null });
      expect(item.latest).toMatchObject({
        source: { id: SANAA },
        quote_currency: 'YER',
        value: null,
        is_stale: false,
      });
      expect(Number(item.latest!.sell)).toBeGreaterThan(Number(item.latest!.buy));
    });

    it('prices currency items from the rates, the same numbers as the currency list', async () => {
      const body = await server.api.ok('getCategoryInfo', { json: { category_id: '1' } });
      const usd = body.data.items.find((i) => i.currency === 'USD')!;
      const list = await server.api.ok('getCurrencyList', { query: { currency: 'USD' } });
      const sanaa = list.data[0]!.rates.find((r) => r.source.id === SANAA)!;
      expect(usd.latest).toMatchObject({ buy: sanaa.buy, sell: sanaa.sell, buy_change: sanaa.buy_change });
    });

    it('answers 404 to an unknown category and 422 to a malformed one', async () => {
      await server.api.fails('getCategoryInfo', 404, { json: { category_id: 9999 } });
      for (const body of [{}, { category_id: 'abc' }, { category_id: 0 }, { category_id: true }, null]) {
        const response = await server.api.call('getCategoryInfo', { rawJson: body });
        expect(response.status, JSON.stringify(body)).toBe(422);
      }
    });
  });

  describe('POST /api/client/get/category/details', () => {
    it('gives the item’s latest price at every market', async () => {
      const body = await server.api.ok('getCategoryDetails', { json: { item_id: petrol } });
      expect(body.data.category.slug).toBe('fuel');
      expect(body.data.item.name).toBe('بنزين');
      expect(body.data.quotes.map((q) => q.source?.id)).toEqual([SANAA, ADEN]);
      // Fuel has one official price: `value`, no buy/sell. Seed: 9,500 in Sanaa and 24,500 in Aden.
      expect(body.data.quotes.map((q) => [q.value, q.buy, q.sell])).toEqual([
        ['9500.000000', null, null],
        ['24500.000000', null, null],
      ]);
      expect(body.data.quotes[0]!.value_change).toBe('0.000000');
    });

    it('narrows to one source', async () => {
      const body = await server.api.ok('getCategoryDetails', { json: {
        item_id: gold21,
        source_id: ADEN,
      } });
      expect(body.data.quotes.map((q) => q.source?.id)).toEqual([ADEN]);
    });

    it('answers 404 to an unknown item and 422 to a malformed one', async () => {
      await server.api.fails('getCategoryDetails', 404, { json: { item_id: 999999 } });
      await server.api.fails('getCategoryDetails', 422, { rawJson: { item_id: '1x' } });
      await server.api.fails('getCategoryDetails', 422, { rawJson: { item_id: 1, source_id: -1 } });
    });
  });

  describe('POST /api/client/get/category/details/charts', () => {
    it.each([
      ['7d', 7],
      ['30d', 30],
      ['90d', 90],
      ['1y', 180],
    ] as const)('plots %s as one series per source and side, oldest first', async (period, days) => {
      const body = await server.api.ok('getCategoryDetailsCharts', { json: {
        item_id: gold21,
        period,
      } });
      expect(body.data.period).toBe(period);
      expect(body.data.series.map((s) => [s.source?.id, s.side])).toEqual([
        [SANAA, 'buy'],
        [SANAA, 'sell'],
        [ADEN, 'buy'],
        [ADEN, 'sell'],
      ]);
      for (const series of body.data.series) {
        // One point a day (the seed), today's included; the first day may fall just outside.
        expect(series.points.length).toBeGreaterThanOrEqual(days);
        expect(series.points.length).toBeLessThanOrEqual(days + 1);
        const times = series.points.map(([t]) => t);
        expect([...times].sort((a, b) => a - b)).toEqual(times);
        expect(times[0]! * 1000).toBeGreaterThanOrEqual(Date.parse(body.data.from) - 1000);
      }
    });

    it('plots a currency item from its rates, one side when asked', async () => {
      const body = await server.api.ok('getCategoryDetailsCharts', { json: {
        item_id: usdItem,
        period: '7d',
        side: 'sell',
        source_id: SANAA,
      } });
      expect(body.data.series).toHaveLength(1);
      expect(body.data.series[0]).toMatchObject({ source: { id: SANAA }, side: 'sell' });
      const last = body.data.series[0]!.points.at(-1)!;
      const list = await server.api.ok('getCurrencyList', { query: { currency: 'USD' } });
      expect(last[1]).toBe(list.data[0]!.rates[0]!.sell);
    });

    it('plots the one price of a fuel as `value`, and defaults to 30 days', async () => {
      const body = await server.api.ok('getCategoryDetailsCharts', { json: { item_id: petrol } });
      expect(body.data.period).toBe('30d');
      expect(body.data.series.map((s) => s.side)).toEqual(['value', 'value']);
    });

    it('thins a dense history to at most 200 points per series, keeping a spike', async () => {
      const now = Date.now();
      const rows = Array.from({ length: 2_000 }, (_, i) => ({
        itemId: gold21,
        sourceId: ADEN,
        buy: i === 777 ? '999999' : String(150000 + (i % 7)),
        sell: i === 777 ? '1000000' : String(152000 + (i % 7)),
        recordedAt: new Date(now - (i + 1) * 60_000),
      }));
      for (let start = 0; start < rows.length; start += 500) {
        await server.database.db.insert(categoryItemPrices).values(rows.slice(start, start + 500));
      }
      await server.contentCache.invalidate([CONTENT_TAGS.categoryPrices]);
      const body = await server.api.ok('getCategoryDetailsCharts', { json: {
        item_id: gold21,
        period: '7d',
        source_id: ADEN,
      } });
      for (const series of body.data.series) {
        expect(series.points.length).toBeLessThanOrEqual(200);
        expect(series.points.length).toBeGreaterThan(150);
      }
      expect(
        body.data.series.find((s) => s.side === 'buy')!.points.some(([, v]) => v === '999999.000000'),
      ).toBe(true);
    });

    it.each([
      [{ item_id: 1, period: '2w' }, 'period'],
      [{ item_id: 1, period: '7d', side: 'mid' }, 'side'],
      [{ period: '7d' }, 'item_id'],
    ])('answers 422 to %j', async (json, field) => {
      const body = await server.api.fails('getCategoryDetailsCharts', 422, { rawJson: json });
      expect(Object.keys(body.errors ?? {})).toEqual([field]);
    });

    it('answers 404 to an unknown item', async () => {
      await server.api.fails('getCategoryDetailsCharts', 404, { json: { item_id: 424242 } });
    });
  });
});
