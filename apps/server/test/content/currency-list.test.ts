import { and, desc, eq, lt } from 'drizzle-orm';
import type { TQuery } from '@sarraf/contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencies, rates } from '../../src/db/schema/index';
import { startOfLocalDay } from '../../src/lib/local-time';
import { startTestServer, type TestServer } from '../support/test-server';
import { ADEN, CENTRAL_BANK, publish, SANAA, updateSource } from './helpers';

describe('GET /api/client/get/currency/list', () => {
  let server: TestServer;
  const list = (query: TQuery<'getCurrencyList'> = {}) => server.api.ok('getCurrencyList', { query });

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('lists every active currency in the editors’ order, the base one without rates', async () => {
    const body = await list();
    expect(body.data.map((c) => c.code)).toEqual([
      'YER',
      'USD',
      'SAR',
      'AED',
      'EUR',
      'GBP',
      'KWD',
      'QAR',
      'OMR',
      'BHD',
      'EGP',
      'JOD',
      'CNY',
      'TRY',
    ]);
    const yer = body.data[0]!;
    expect(yer).toMatchObject({ is_base: true, name: 'ريال يمني', flag: '🇾🇪', minor_units: 2, rates: [] });
    const kwd = body.data.find((c) => c.code === 'KWD')!;
    expect(kwd.minor_units).toBe(3);
  });

  it('gives each rate its source, type, buy, sell, change, time and freshness', async () => {
    const body = await list();
    const usd = body.data.find((c) => c.code === 'USD')!;
    expect(usd.rates.map((r) => r.source.id)).toEqual([1, 2, 3, 4, 5]);
    const sanaa = usd.rates[0]!;
    expect(sanaa).toMatchObject({
      currency: 'USD',
      quote_currency: 'YER',
      source: { id: SANAA, name: 'سوق صنعاء', city: 'صنعاء' },
      type: 'parallel',
      is_stale: false,
    });
    expect(usd.rates.find((r) => r.source.id === CENTRAL_BANK)?.type).toBe('official');
    expect(Date.parse(sanaa.recorded_at)).toBeLessThanOrEqual(Date.now());
    expect(Number(sanaa.sell)).toBeGreaterThanOrEqual(Number(sanaa.buy));
  });

  it('serves the latest rate and its change since the last rate before today in Aden, to the decimal', async () => {
    const db = server.database.db;
    const [usd] = await db.select().from(currencies).where(eq(currencies.code, 'USD'));
    const pair = and(eq(rates.sourceId, ADEN), eq(rates.currencyId, usd!.id));
    const [latest] = await db.select().from(rates).where(pair).orderBy(desc(rates.recordedAt)).limit(1);
    const [previous] = await db
      .select()
      .from(rates)
      .where(and(pair, lt(rates.recordedAt, startOfLocalDay(new Date(), 'Asia/Aden'))))
      .orderBy(desc(rates.recordedAt))
      .limit(1);
    const body = await list({ currency: 'USD', source_id: 2 });
    const rate = body.data[0]!.rates[0]!;
    expect(rate.buy).toBe(latest!.buy);
    expect(rate.sell).toBe(latest!.sell);
    expect(rate.recorded_at).toBe(latest!.recordedAt.toISOString());
    // Hand-computed in integer millionths: no float on the way.
    const change = (a: string, b: string) => {
      const micros = BigInt(a.replace('.', '')) - BigInt(b.replace('.', ''));
      const sign = micros < 0n ? '-' : '';
      const digits = (micros < 0n ? -micros : micros).toString().padStart(7, '0');
      return `${sign}${digits.slice(0, -6)}.${digits.slice(-6)}`;
    };
    expect(rate.buy_change).toBe(change(latest!.buy, previous!.buy));
    expect(rate.sell_change).toBe(change(latest!.sell, previous!.sell));
  });

  it('narrows the rates to one source or one type', async () => {
    const bySource = await list({ source_id: 2 });
    for (const currency of bySource.data.filter((c) => !c.is_base)) {
      expect(currency.rates.map((r) => r.source.id)).toEqual([ADEN]);
    }
    const official = await list({ type: 'official' });
    const usd = official.data.find((c) => c.code === 'USD')!;
    expect(usd.rates.map((r) => r.source.id)).toEqual([CENTRAL_BANK]);
    const companies = await list({ type: 'company' });
    expect(companies.data.find((c) => c.code === 'USD')!.rates.map((r) => r.type)).toEqual([
      'company',
      'company',
    ]);
  });

  it('narrows to one currency, whatever the case of its code', async () => {
    const body = await list({ currency: 'usd' });
    expect(body.data.map((c) => c.code)).toEqual(['USD']);
  });

  it.each([
    ['دولار امريكي', ['USD']],
    ['دولار أمريكي', ['USD']],
    ['دُولار', ['USD']],
    ['ريال', ['YER', 'SAR', 'QAR', 'OMR']],
    ['ريال سعودى', ['SAR']],
    ['دينار', ['KWD', 'BHD', 'JOD']],
    ['usd', ['USD']],
    ['زلوتي', []],
  ])('finds %s by Arabic-normalised search', async (search, codes) => {
    const body = await list({ search });
    expect(body.data.map((c) => c.code)).toEqual(codes);
  });

  it('ignores unknown query parameters', async () => {
    const body = await server.api.ok('getCurrencyList', { rawQuery: '?utm_source=sms&foo[bar]=1' });
    expect(body.data).toHaveLength(14);
  });

  it.each([
    ['source_id=abc', 'source_id'],
    ['source_id=0', 'source_id'],
    ['type=black', 'type'],
    ['currency=US', 'currency'],
    ['currency=DOLLAR', 'currency'],
    [`search=${'ا'.repeat(101)}`, 'search'],
  ])('answers 422 to the malformed %s, on its field, in Arabic', async (query, field) => {
    const body = await server.api.fails('getCurrencyList', 422, { rawQuery: query });
    expect(body.message).toBe('البيانات المدخلة غير صحيحة.');
    expect(Object.keys(body.errors ?? {})).toEqual([field]);
  });

  it('flags the rates of a source whose freshness window has passed', async () => {
    // A quote five minutes old, whatever time the template was seeded at.
    await publish(server, {
      sourceId: CENTRAL_BANK,
      rates: [{ currencyCode: 'USD', buy: '1600.5', sell: '1610.25' }],
      at: new Date(Date.now() - 5 * 60_000),
    });
    await updateSource(server, CENTRAL_BANK, { freshnessMinutes: 1 });
    try {
      const body = await list({ currency: 'USD' });
      const flags = Object.fromEntries(body.data[0]!.rates.map((r) => [r.source.id, r.is_stale]));
      expect(flags[CENTRAL_BANK]).toBe(true);
      expect(flags[SANAA]).toBe(false);
    } finally {
      await updateSource(server, CENTRAL_BANK, { freshnessMinutes: 1440 });
    }
  });
});
