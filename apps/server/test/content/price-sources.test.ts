import { desc, eq } from 'drizzle-orm';
import type { TQuery } from '@sarraf/contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rates } from '../../src/db/schema/index';
import { startTestServer, type TestServer } from '../support/test-server';
import { ADEN, CENTRAL_BANK, publish, SANAA, updateSource } from './helpers';

describe('price sources and price lists', () => {
  let server: TestServer;
  const sources = (query: TQuery<'getPriceSources'> = {}) => server.api.ok('getPriceSources', { query });
  const lists = (query: TQuery<'getPriceLists'> = {}) => server.api.ok('getPriceLists', { query });

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  describe('GET /api/client/get/priceSources', () => {
    it('lists the sources in order with type, city, freshness and their latest publication', async () => {
      const body = await sources();
      expect(body.data.map((s) => s.name)).toEqual([
        'سوق صنعاء',
        'سوق عدن',
        'البنك المركزي اليمني',
        'شركة الأمانة للصرافة',
        'مؤسسة الوفاق للصرافة',
      ]);
      expect(body.meta).toEqual({ current_page: 1, per_page: 20, total: 5, last_page: 1 });
      const sanaa = body.data[0]!;
      expect(sanaa).toMatchObject({
        id: SANAA,
        type: 'parallel',
        is_primary: true,
        freshness_minutes: 720,
        is_stale: false,
      });
      const [latest] = await server.database.db
        .select({ at: rates.recordedAt })
        .from(rates)
        .where(eq(rates.sourceId, SANAA))
        .orderBy(desc(rates.recordedAt))
        .limit(1);
      expect(sanaa.last_recorded_at).toBe(latest!.at.toISOString());
      expect(body.data.filter((s) => s.is_primary)).toHaveLength(1);
    });

    it('filters by type and by city (Arabic-normalised)', async () => {
      expect((await sources({ type: 'company' })).data.map((s) => s.type)).toEqual(['company', 'company']);
      expect((await sources({ type: 'official' })).data.map((s) => s.id)).toEqual([CENTRAL_BANK]);
      const aden = await sources({ city: 'عَدن' });
      expect(aden.data.map((s) => s.id)).toEqual([ADEN, CENTRAL_BANK, 5]);
    });

    it('searches names and descriptions whatever the spelling', async () => {
      const bank = await sources({ search: 'البنك المركزى' });
      expect(bank.data.map((s) => s.id)).toEqual([CENTRAL_BANK]);
      const wefaq = await sources({ search: 'مؤسسه' });
      expect(wefaq.data.map((s) => s.name)).toEqual(['مؤسسة الوفاق للصرافة']);
    });

    it('pages: a partial last page, a page past the end, and 100 per page', async () => {
      const last = await sources({ per_page: 2, page: 3 });
      expect(last.data).toHaveLength(1);
      expect(last.meta).toEqual({ current_page: 3, per_page: 2, total: 5, last_page: 3 });
      const past = await sources({ per_page: 2, page: 4 });
      expect(past.data).toEqual([]);
      expect((await sources({ per_page: 100 })).data).toHaveLength(5);
    });

    it('flags a source whose latest publication is older than its window', async () => {
      await publish(server, {
        sourceId: 5,
        at: new Date(Date.now() - 10 * 60_000),
        rates: [{ currencyCode: 'USD', buy: '1620', sell: '1640' }],
      });
      await updateSource(server, 5, { freshnessMinutes: 2 });
      try {
        const body = await sources({ type: 'company' });
        expect(body.data.find((s) => s.id === 5)?.is_stale).toBe(true);
        expect(body.data.find((s) => s.id === 4)?.is_stale).toBe(false);
      } finally {
        await updateSource(server, 5, { freshnessMinutes: 720 });
      }
    });

    it.each([
      ['per_page=101', 'per_page'],
      ['per_page=0', 'per_page'],
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['type=black', 'type'],
      [`city=${'ع'.repeat(101)}`, 'city'],
    ])('answers 422 to %s', async (query, field) => {
      const body = await server.api.fails('getPriceSources', 422, { rawQuery: query });
      expect(Object.keys(body.errors ?? {})).toEqual([field]);
    });
  });

  describe('GET /api/client/get/priceLists', () => {
    it('lists bulletins newest day first, each with its source and lines in decimals', async () => {
      const body = await lists();
      expect(body.meta.total).toBe(35);
      const dates = body.data.map((l) => l.date);
      expect([...dates].sort().reverse()).toEqual(dates);
      const first = body.data[0]!;
      expect(first.quote_currency).toBe('YER');
      expect(first.entries.length).toBeGreaterThanOrEqual(13);
      expect(first.entries[0]).toMatchObject({ currency: 'USD', currency_name: 'دولار أمريكي', note: null });
      for (const entry of first.entries) {
        expect(entry.buy).toMatch(/^\d+\.\d{6}$/);
        expect(Number(entry.sell)).toBeGreaterThanOrEqual(Number(entry.buy));
      }
    });

    it('filters by source', async () => {
      const body = await lists({ source_id: ADEN, per_page: 100 });
      expect(body.meta.total).toBe(7);
      expect(new Set(body.data.map((l) => l.source.id))).toEqual(new Set([ADEN]));
    });

    it('filters by day, both ends included, as dates or instants', async () => {
      const all = await lists({ per_page: 100 });
      const days = [...new Set(all.data.map((l) => l.date))].sort();
      const [first, second] = days;
      const range = await lists({ from: first, to: second, per_page: 100 });
      expect(new Set(range.data.map((l) => l.date))).toEqual(new Set([first, second]));
      expect(range.meta.total).toBe(10);
      const one = await lists({ from: days.at(-1), to: days.at(-1) });
      expect(one.data.every((l) => l.date === days.at(-1))).toBe(true);
      // Noon in Aden on the first day is that day.
      const instant = await lists({ from: `${first}T09:00:00Z`, to: `${first}T09:00:00Z`, per_page: 100 });
      expect(new Set(instant.data.map((l) => l.date))).toEqual(new Set([first]));
    });

    it('searches titles, notes and source names (Arabic-normalised)', async () => {
      const body = await lists({ search: 'سوق صَنعاء', per_page: 100 });
      expect(body.meta.total).toBe(7);
      expect(new Set(body.data.map((l) => l.source.id))).toEqual(new Set([SANAA]));
      const none = await lists({ search: 'القاهرة' });
      expect(none).toMatchObject({ data: [], meta: { total: 0, last_page: 1 } });
    });

    it('pages past the end without an error', async () => {
      const body = await lists({ per_page: 10, page: 5 });
      expect(body).toMatchObject({
        data: [],
        meta: { current_page: 5, per_page: 10, total: 35, last_page: 4 },
      });
    });

    it.each([
      ['from=2025-13-01', 'from'],
      ['from=yesterday', 'from'],
      ['from=2025-02-01&to=2025-01-01', 'to'],
      ['source_id=x', 'source_id'],
      ['per_page=1000', 'per_page'],
    ])('answers 422 to %s', async (query, field) => {
      const body = await server.api.fails('getPriceLists', 422, { rawQuery: query });
      expect(Object.keys(body.errors ?? {})).toEqual([field]);
    });
  });
});
