import type { TQuery } from '@sarraf/contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';
import { addSource, publish } from './helpers';

const HOUR = 3_600_000;

/**
 * The history of any pair against a source of the test's own, with three publishes of known rates
 * over the last three days, and the reference feed's committed sample (2026-11-24).
 */
describe('GET /api/client/rates/history', () => {
  let server: TestServer;
  let source: number;
  const now = Date.now();
  const times = [now - 50 * HOUR, now - 26 * HOUR, now - 2 * HOUR].map((ms) => new Date(ms));
  const history = (query: TQuery<'getRateHistory'>) => server.api.ok('getRateHistory', { query });

  beforeAll(async () => {
    server = await startTestServer();
    source = await addSource(server, { name: 'سوق التاريخ', city: 'إب', type: 'parallel' });
    const usd = [
      ['530', '532'],
      ['534', '536'],
      ['540', '542'],
    ];
    for (const [index, at] of times.entries()) {
      await publish(server, {
        sourceId: source,
        at,
        rates: [
          { currencyCode: 'USD', buy: usd[index]![0]!, sell: usd[index]![1]! },
          { currencyCode: 'SAR', buy: '141', sell: '143' },
        ],
      });
    }
  });
  afterAll(() => server.close());

  it('plots a foreign currency against the rial: its buy and sell at every publish, oldest first', async () => {
    const body = await history({ from: 'USD', to: 'YER', source_id: source, period: '7d' });
    expect(body.data).toMatchObject({ from: 'USD', to: 'YER', period: '7d', rate_kind: 'market' });
    const [buy, sell] = body.data.series;
    expect(buy).toMatchObject({ side: 'buy', source: { id: source, name: 'سوق التاريخ' } });
    expect(buy!.points).toEqual(
      times.map((at, index) => [
        Math.floor(at.getTime() / 1000),
        ['530.000000', '534.000000', '540.000000'][index],
      ]),
    );
    expect(sell!.points.map(([, value]) => value)).toEqual(['532.000000', '536.000000', '542.000000']);
  });

  it('turns the pair around: what one rial fetches, from the sell and buy rates', async () => {
    const body = await history({ from: 'YER', to: 'USD', source_id: source, period: '7d' });
    const sell = body.data.series.find((series) => series.side === 'sell')!;
    // 1 ÷ 532 = 0.0018796992…
    expect(sell.points[0]![1]).toBe('0.0018796992');
  });

  it('plots two foreign currencies by the quotient of their mid rates', async () => {
    const body = await history({ from: 'USD', to: 'SAR', source_id: source, period: '7d' });
    expect(body.data.series).toHaveLength(1);
    expect(body.data.series[0]!.side).toBe('mid');
    // 531 ÷ 142, 535 ÷ 142, 541 ÷ 142.
    expect(body.data.series[0]!.points.map(([, value]) => value)).toEqual([
      '3.7394366197',
      '3.7676056338',
      '3.8098591549',
    ]);
  });

  it('keeps only the period asked for', async () => {
    const body = await history({ from: 'USD', to: 'YER', source_id: source, period: '7d' });
    const week = body.data.series[0]!.points.length;
    expect(week).toBe(3);
    expect(Date.parse(body.data.until) - Date.parse(body.data.since)).toBe(7 * 24 * HOUR);
  });

  it('lists every source that quotes the pair when none is named', async () => {
    const body = await history({ from: 'USD', to: 'YER', period: '30d' });
    const ids = new Set(body.data.series.map((series) => series.source?.id));
    expect(ids.has(source)).toBe(true);
    expect(ids.size).toBeGreaterThan(1);
  });

  it('falls back to the reference feed for a pair no market quotes', async () => {
    const body = await history({ from: 'JPY', to: 'GBP', period: '1y' });
    expect(body.data.rate_kind).toBe('reference');
    expect(body.data.series).toHaveLength(1);
    expect(body.data.series[0]).toMatchObject({ source: null, side: 'mid' });
    const day = body.data.series[0]!.points.find(([at]) => at === Date.parse('2026-11-24T00:00:00Z') / 1000);
    // 0.87950 ÷ 181.03
    expect(day?.[1]).toBe('0.0048583108');
  });

  it('ties the rial in through the market’s dollar for a reference pair', async () => {
    const body = await history({ from: 'JPY', to: 'YER', source_id: source, period: '1y' });
    expect(body.data.rate_kind).toBe('reference');
    expect(body.data.series[0]!.source?.id).toBe(source);
    expect(body.data.series[0]!.points.length).toBeGreaterThan(0);
  });

  it('answers 422 for a currency nobody knows, or an unknown source', async () => {
    const unknown = await server.api.fails('getRateHistory', 422, { query: { from: 'XAF', to: 'YER' } });
    expect(Object.keys(unknown.errors ?? {})).toEqual(['from']);
    await server.api.fails('getRateHistory', 422, { query: { from: 'USD', to: 'YER', source_id: 999999 } });
    await server.api.fails('getRateHistory', 422, { rawQuery: 'from=USD&to=usd' });
  });
});

describe('GET /api/client/rates/reference', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('lists every currency of the feed’s newest day, named in Arabic from CLDR', async () => {
    const body = await server.api.ok('getReferenceRates');
    expect(body.data).toMatchObject({ day: '2026-11-24', base: 'EUR' });
    expect(body.data.currencies).toHaveLength(30);
    expect(body.data.currencies.find((currency) => currency.code === 'JPY')).toEqual({
      code: 'JPY',
      name: 'ين ياباني',
      per_base: '181.03',
    });
    expect(body.data.currencies.find((currency) => currency.code === 'EUR')?.per_base).toBe('1');
  });
});
