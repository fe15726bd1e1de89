import type { TCurrencyWithRates, TPriceSource, TRate } from '@sarraf/contracts';

/** One city's market in the comparison, and its rate of the compared currency. */
export interface CityRate {
  readonly city: string;
  readonly rate: TRate;
}

export interface MarketGap {
  readonly high: CityRate;
  readonly low: CityRate;
  /** (higher − lower) ÷ lower × 100, one decimal, per side. */
  readonly buyPercent: number;
  readonly sellPercent: number;
}

export interface MarketComparison {
  readonly cities: readonly CityRate[];
  /** Null with fewer than two cities. */
  readonly gap: MarketGap | null;
}

/** How well a source stands for its city's market: the city's market first, then the primary. */
function standing(sourceId: number, sources: ReadonlyMap<number, TPriceSource>): number {
  const source = sources.get(sourceId);
  if (!source) return 2;
  return source.type === 'parallel' ? 0 : source.is_primary ? 1 : 2;
}

const mid = (rate: TRate) => (Number(rate.buy) + Number(rate.sell)) / 2;
const percentAbove = (high: string, low: string) =>
  Math.round(((Number(high) - Number(low)) / Number(low)) * 1000) / 10;

/**
 * One buy/sell per city for a currency (docs/product.md#markets-side-by-side): each city's market
 * (a `parallel` source; else the primary; else the lowest id), the primary market's city first,
 * and the gap between the dearest and the cheapest city in percent of the cheaper rate.
 */
export function compareMarkets(
  currency: TCurrencyWithRates,
  sourceList: readonly TPriceSource[] | undefined,
): MarketComparison {
  const sources = new Map((sourceList ?? []).map((source) => [source.id, source]));
  const byCity = new Map<string, TRate>();
  const order = (a: TRate, b: TRate) =>
    standing(a.source.id, sources) - standing(b.source.id, sources) || a.source.id - b.source.id;
  for (const rate of currency.rates) {
    const current = byCity.get(rate.source.city);
    if (!current || order(rate, current) < 0) byCity.set(rate.source.city, rate);
  }
  const primaryCity = (sourceList ?? []).find((source) => source.is_primary)?.city;
  const cities = [...byCity.entries()]
    .map(([city, rate]) => ({ city, rate }))
    .sort(
      (a, b) =>
        Number(b.city === primaryCity) - Number(a.city === primaryCity) ||
        a.rate.source.id - b.rate.source.id,
    );
  if (cities.length < 2) return { cities, gap: null };
  const ordered = [...cities].sort((a, b) => mid(a.rate) - mid(b.rate));
  const low = ordered[0];
  const high = ordered.at(-1);
  if (!low || !high) return { cities, gap: null };
  return {
    cities,
    gap: {
      high,
      low,
      buyPercent: percentAbove(high.rate.buy, low.rate.buy),
      sellPercent: percentAbove(high.rate.sell, low.rate.sell),
    },
  };
}

/** The currencies worth comparing: quoted in at least two cities, the dollar first. */
export function comparableCurrencies(currencies: readonly TCurrencyWithRates[]): TCurrencyWithRates[] {
  return currencies
    .filter((currency) => new Set(currency.rates.map((rate) => rate.source.city)).size >= 2)
    .sort((a, b) => Number(b.code === 'USD') - Number(a.code === 'USD'));
}
