import type { TCurrencyWithRates, TPriceSource, TRate } from '@sarraf/contracts';
import { describe, expect, it } from 'vitest';
import { comparableCurrencies, compareMarkets } from './market-comparison';

const source = (id: number, city: string, type: TPriceSource['type'], isPrimary = false): TPriceSource => ({
  id,
  name: `source ${id}`,
  city,
  type,
  description: '',
  is_primary: isPrimary,
  freshness_minutes: 720,
  last_recorded_at: null,
  is_stale: false,
});

const sources = [
  source(1, 'صنعاء', 'parallel', true),
  source(2, 'عدن', 'parallel'),
  source(3, 'عدن', 'official'),
  source(4, 'صنعاء', 'company'),
];

const rate = (sourceId: number, buy: string, sell: string): TRate =>
  ({
    source: { id: sourceId, name: `source ${sourceId}`, city: sources[sourceId - 1]?.city ?? 'تعز' },
    buy,
    sell,
    buy_change: null,
    sell_change: null,
    recorded_at: '2026-11-26T00:00:00.000Z',
    is_stale: false,
  }) as TRate;

const dollar = {
  code: 'USD',
  name: 'دولار أمريكي',
  is_base: false,
  rates: [
    rate(3, '1604.34', '1614'),
    rate(4, '534.73', '536.87'),
    rate(2, '1615.70', '1628.68'),
    rate(1, '534.90', '536.77'),
  ],
} as unknown as TCurrencyWithRates;

describe('compareMarkets', () => {
  it("takes each city's market, the primary market's city first", () => {
    const { cities } = compareMarkets(dollar, sources);
    expect(cities.map((city) => [city.city, city.rate.source.id])).toEqual([
      ['صنعاء', 1],
      ['عدن', 2],
    ]);
  });

  it('gives the gap per side in percent of the lower rate, one decimal', () => {
    const { gap } = compareMarkets(dollar, sources);
    expect(gap?.high.city).toBe('عدن');
    expect(gap?.low.city).toBe('صنعاء');
    // (1615.70 − 534.90) ÷ 534.90 = 202.06 %; (1628.68 − 536.77) ÷ 536.77 = 203.42 %.
    expect(gap?.buyPercent).toBe(202.1);
    expect(gap?.sellPercent).toBe(203.4);
  });

  it('falls back to the lowest source id while the sources are unknown', () => {
    const { cities } = compareMarkets(dollar, undefined);
    expect(cities.map((city) => city.rate.source.id).sort()).toEqual([1, 2]);
  });

  it('has no gap with a single city', () => {
    const one = { ...dollar, rates: [rate(1, '534.90', '536.77')] };
    expect(compareMarkets(one, sources)).toMatchObject({ gap: null });
  });
});

describe('comparableCurrencies', () => {
  it('offers only currencies quoted in two cities, the dollar first', () => {
    const riyal = { ...dollar, code: 'SAR' };
    const lonely = { ...dollar, code: 'EGP', rates: [rate(1, '10', '11')] };
    expect(comparableCurrencies([riyal, lonely, dollar]).map((currency) => currency.code)).toEqual([
      'USD',
      'SAR',
    ]);
  });
});
