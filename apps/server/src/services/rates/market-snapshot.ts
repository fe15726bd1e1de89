import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { TPriceSourceRef, TRate, TRateType } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { currencies, priceSources, rates } from '../../db/schema/index';
import { textIn } from '../../lib/content-language';
import { currencyNameIn } from '../../lib/currency-names';
import { difference } from '../../lib/decimal';
import type { Lang } from '../../lib/messages';
import { searchableText } from '../../lib/arabic-text';
import { nextLocalMidnight, startOfLocalDay } from '../../lib/local-time';
import { CONTENT_TAGS, type ContentCache, type ContentTag, type Loaded } from '../content-cache';

export interface MarketCurrency {
  id: number;
  code: string;
  name: string;
  symbol: string;
  flag: string;
  minorUnits: number;
  isBase: boolean;
  /** Code and name, normalised for search. */
  searchText: string;
}

export interface MarketSource {
  id: number;
  name: string;
  city: string;
  type: TRateType;
  description: string;
  /** The editors' English texts, null when none was written (docs/product.md#languages). */
  nameEn: string | null;
  cityEn: string | null;
  descriptionEn: string | null;
  freshnessMinutes: number;
  isPrimary: boolean;
  searchText: string;
  cityText: string;
  /** The English city normalised like `cityText`, so `?city=` takes either name; null without one. */
  cityTextEn: string | null;
}

/** The latest quote of one currency at one source, and the last one before today began (TIME_ZONE). */
export interface MarketRate {
  currencyId: number;
  sourceId: number;
  buy: string;
  sell: string;
  recordedAt: Date;
  previousBuy: string | null;
  previousSell: string | null;
}

/**
 * Every active currency and source with the latest rate of each pair: the one dataset the currency
 * list, the converter, the price sources and the currency items of the categories are computed
 * from, in memory, without a query per request.
 */
export interface MarketSnapshot {
  currencies: MarketCurrency[];
  currencyByCode: Map<string, MarketCurrency>;
  currencyById: Map<number, MarketCurrency>;
  base: MarketCurrency | undefined;
  sources: MarketSource[];
  sourceById: Map<number, MarketSource>;
  primarySource: MarketSource | undefined;
  /** By `${sourceId}:${currencyId}`. */
  rates: Map<string, MarketRate>;
  /** Each currency's rates in the sources' display order. */
  ratesByCurrency: Map<number, MarketRate[]>;
  /** The latest publication of each source (any currency). */
  lastRecordedAtBySource: Map<number, Date>;
}

/** What the snapshot is built from: a write to any of these must invalidate it. */
export const MARKET_TAGS: readonly ContentTag[] = [
  CONTENT_TAGS.rates,
  CONTENT_TAGS.currencies,
  CONTENT_TAGS.priceSources,
];

export const rateKey = (sourceId: number, currencyId: number) => `${sourceId}:${currencyId}`;

/** The source quotes `code`: it is the base currency, or the source has a rate for it. */
export function sourceQuotes(snapshot: MarketSnapshot, sourceId: number, code: string): boolean {
  const currency = snapshot.currencyByCode.get(code);
  return currency !== undefined && (currency.isBase || snapshot.rates.has(rateKey(sourceId, currency.id)));
}

/**
 * One statement for the whole market: for every active (currency, source) pair, an index probe
 * for the latest rate and one for the last rate before today in `zone` (`rates_source_currency_
 * recorded_unique` scanned backwards), so it stays O(pairs · log n) however long the history grows.
 */
export async function loadMarketSnapshot(db: Db, now: Date, zone: string): Promise<Loaded<MarketSnapshot>> {
  const startOfToday = startOfLocalDay(now, zone);
  const latest = db
    .select({ buy: rates.buy, sell: rates.sell, recordedAt: rates.recordedAt })
    .from(rates)
    .where(and(eq(rates.sourceId, priceSources.id), eq(rates.currencyId, currencies.id)))
    .orderBy(desc(rates.recordedAt))
    .limit(1)
    .as('latest');
  const previous = db
    .select({ buy: rates.buy, sell: rates.sell })
    .from(rates)
    .where(
      and(
        eq(rates.sourceId, priceSources.id),
        eq(rates.currencyId, currencies.id),
        lt(rates.recordedAt, startOfToday),
      ),
    )
    .orderBy(desc(rates.recordedAt))
    .limit(1)
    .as('previous');

  const [currencyRows, sourceRows, rateRows] = await Promise.all([
    db
      .select()
      .from(currencies)
      .where(eq(currencies.active, true))
      .orderBy(asc(currencies.sortOrder), asc(currencies.id)),
    db
      .select()
      .from(priceSources)
      .where(eq(priceSources.active, true))
      .orderBy(asc(priceSources.sortOrder), asc(priceSources.id)),
    db
      .select({
        currencyId: currencies.id,
        sourceId: priceSources.id,
        buy: latest.buy,
        sell: latest.sell,
        recordedAt: latest.recordedAt,
        previousBuy: previous.buy,
        previousSell: previous.sell,
      })
      .from(currencies)
      .crossJoin(priceSources)
      .crossJoinLateral(latest)
      .leftJoinLateral(previous, sql`true`)
      .where(and(eq(currencies.active, true), eq(priceSources.active, true), eq(currencies.isBase, false)))
      .orderBy(asc(priceSources.sortOrder), asc(priceSources.id)),
  ]);

  const marketCurrencies: MarketCurrency[] = currencyRows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    symbol: row.symbol,
    flag: row.flag,
    minorUnits: row.minorUnits,
    isBase: row.isBase,
    searchText: searchableText(row.code, row.name),
  }));
  const sources: MarketSource[] = sourceRows.map((row) => ({
    id: row.id,
    name: row.name,
    city: row.city,
    type: row.type,
    description: row.description,
    nameEn: row.nameEn,
    cityEn: row.cityEn,
    descriptionEn: row.descriptionEn,
    freshnessMinutes: row.freshnessMinutes,
    isPrimary: row.isPrimary,
    searchText: searchableText(row.name, row.city, row.description),
    cityText: searchableText(row.city),
    cityTextEn: row.cityEn?.trim() ? searchableText(row.cityEn) : null,
  }));

  const rateMap = new Map<string, MarketRate>();
  const ratesByCurrency = new Map<number, MarketRate[]>();
  const lastRecordedAtBySource = new Map<number, Date>();
  for (const row of rateRows) {
    const rate: MarketRate = { ...row };
    rateMap.set(rateKey(row.sourceId, row.currencyId), rate);
    const list = ratesByCurrency.get(row.currencyId) ?? [];
    list.push(rate);
    ratesByCurrency.set(row.currencyId, list);
    const last = lastRecordedAtBySource.get(row.sourceId);
    if (!last || last < row.recordedAt) lastRecordedAtBySource.set(row.sourceId, row.recordedAt);
  }

  return {
    value: {
      currencies: marketCurrencies,
      currencyByCode: new Map(marketCurrencies.map((currency) => [currency.code, currency])),
      currencyById: new Map(marketCurrencies.map((currency) => [currency.id, currency])),
      base: marketCurrencies.find((currency) => currency.isBase),
      sources,
      sourceById: new Map(sources.map((source) => [source.id, source])),
      primarySource: sources.find((source) => source.isPrimary),
      rates: rateMap,
      ratesByCurrency,
      lastRecordedAtBySource,
    },
    // At midnight in the service's zone "the previous day" moves: every change must be recomputed.
    validUntil: nextLocalMidnight(now, zone).getTime(),
  };
}

/**
 * The market in a language: Arabic as loaded; in English, each source's English name, city and
 * description where an editor wrote them and each currency's English name from CLDR (the Arabic
 * ones otherwise), found by either language's words. The rates are the same objects.
 */
export async function getMarketSnapshot(
  db: Db,
  cache: ContentCache,
  /** The service's zone (config.timeZone), whose midnight starts "today". */
  zone: string,
  lang: Lang = 'ar',
): Promise<Loaded<MarketSnapshot>> {
  const loaded = await cache.dataset('market', MARKET_TAGS, () => loadMarketSnapshot(db, new Date(), zone));
  return lang === 'ar' ? loaded : { ...loaded, value: englishSnapshotOf(loaded.value) };
}

/** One English view per loaded snapshot: it is rebuilt only when the snapshot is. */
const englishSnapshots = new WeakMap<MarketSnapshot, MarketSnapshot>();

function englishSnapshotOf(snapshot: MarketSnapshot): MarketSnapshot {
  const known = englishSnapshots.get(snapshot);
  if (known) return known;
  const currencies = snapshot.currencies.map((currency): MarketCurrency => {
    const name = currencyNameIn('en', currency.code, currency.name);
    return { ...currency, name, searchText: searchableText(currency.code, currency.name, name) };
  });
  const sources = snapshot.sources.map((source): MarketSource => ({
    ...source,
    name: textIn('en', source.name, source.nameEn),
    city: textIn('en', source.city, source.cityEn),
    description: textIn('en', source.description, source.descriptionEn),
    searchText: searchableText(
      source.name,
      source.city,
      source.description,
      source.nameEn,
      source.cityEn,
      source.descriptionEn,
    ),
  }));
  const base = currencies.find((currency) => currency.isBase);
  const english: MarketSnapshot = {
    ...snapshot,
    currencies,
    currencyByCode: new Map(currencies.map((currency) => [currency.code, currency])),
    currencyById: new Map(currencies.map((currency) => [currency.id, currency])),
    base,
    sources,
    sourceById: new Map(sources.map((source) => [source.id, source])),
    primarySource: sources.find((source) => source.isPrimary),
  };
  englishSnapshots.set(snapshot, english);
  return english;
}

/** The instant a quote recorded at `recordedAt` leaves its source's freshness window. */
export function staleAt(recordedAt: Date, freshnessMinutes: number): number {
  return recordedAt.getTime() + freshnessMinutes * 60_000;
}

/**
 * Tracks the staleness flags a response shows, and the first instant one of them would flip: a
 * cached response is served no longer than that, so `is_stale` is right even from the cache.
 */
export class StalenessClock {
  private nextFlip = Infinity;
  constructor(readonly now: number) {}

  isStale(recordedAt: Date | null | undefined, freshnessMinutes: number): boolean {
    if (!recordedAt) return true;
    const deadline = staleAt(recordedAt, freshnessMinutes);
    if (deadline >= this.now) {
      this.nextFlip = Math.min(this.nextFlip, deadline + 1);
      return false;
    }
    return true;
  }

  /** The earlier of `other` and the first flip seen. */
  validUntil(other?: number): number {
    return Math.min(this.nextFlip, other ?? Infinity);
  }
}

export function sourceRef(source: MarketSource): TPriceSourceRef {
  return { id: source.id, name: source.name, city: source.city };
}

/** A market rate as the API shows it (ZRate). */
export function toApiRate(
  snapshot: MarketSnapshot,
  rate: MarketRate,
  source: MarketSource,
  clock: StalenessClock,
): TRate {
  return {
    currency: snapshot.currencyById.get(rate.currencyId)?.code ?? '',
    quote_currency: snapshot.base?.code ?? 'YER',
    source: sourceRef(source),
    type: source.type,
    buy: rate.buy,
    sell: rate.sell,
    buy_change: difference(rate.buy, rate.previousBuy),
    sell_change: difference(rate.sell, rate.previousSell),
    recorded_at: rate.recordedAt.toISOString(),
    is_stale: clock.isStale(rate.recordedAt, source.freshnessMinutes),
  };
}
