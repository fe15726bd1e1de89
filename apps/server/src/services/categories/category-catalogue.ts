import { and, asc, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { TCategory, TCategoryItem, TCategoryItemQuote } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import {
  categories,
  categoryItemPrices,
  categoryItems,
  currencies,
  priceSources,
} from '../../db/schema/index';
import { searchableText } from '../../lib/arabic-text';
import { textIn } from '../../lib/content-language';
import { currencyNameIn } from '../../lib/currency-names';
import { difference } from '../../lib/decimal';
import type { Lang } from '../../lib/messages';
import { nextLocalMidnight, startOfLocalDay } from '../../lib/local-time';
import { CONTENT_TAGS, type ContentCache, type ContentTag, type Loaded } from '../content-cache';
import {
  getMarketSnapshot,
  MARKET_TAGS,
  type MarketSnapshot,
  sourceRef,
  type StalenessClock,
} from '../rates';

export interface CatalogueItem {
  id: number;
  categoryId: number;
  name: string;
  unit: string;
  description: string;
  /** The editors' English texts, null when none was written (docs/product.md#languages). */
  nameEn: string | null;
  unitEn: string | null;
  descriptionEn: string | null;
  /** Set for a currency item: its prices are that currency's rates. */
  currencyId: number | null;
  currencyCode: string | null;
}

export interface CatalogueCategory {
  id: number;
  slug: string;
  name: string;
  kind: TCategory['kind'];
  description: string;
  nameEn: string | null;
  descriptionEn: string | null;
  searchText: string;
  items: CatalogueItem[];
}

export interface Catalogue {
  categories: CatalogueCategory[];
  categoryById: Map<number, CatalogueCategory>;
  itemById: Map<number, CatalogueItem>;
}

export const CATALOGUE_TAGS: readonly ContentTag[] = [CONTENT_TAGS.categories, CONTENT_TAGS.currencies];

/** Active categories and their active items, in the editors' order. */
async function loadCatalogue(db: Db): Promise<Loaded<Catalogue>> {
  const [categoryRows, itemRows] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(eq(categories.active, true))
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
    db
      .select({
        id: categoryItems.id,
        categoryId: categoryItems.categoryId,
        name: categoryItems.name,
        unit: categoryItems.unit,
        description: categoryItems.description,
        nameEn: categoryItems.nameEn,
        unitEn: categoryItems.unitEn,
        descriptionEn: categoryItems.descriptionEn,
        currencyId: categoryItems.currencyId,
        currencyCode: currencies.code,
      })
      .from(categoryItems)
      .leftJoin(currencies, eq(currencies.id, categoryItems.currencyId))
      .where(eq(categoryItems.active, true))
      .orderBy(asc(categoryItems.sortOrder), asc(categoryItems.id)),
  ]);
  const list: CatalogueCategory[] = categoryRows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    kind: row.kind,
    description: row.description,
    nameEn: row.nameEn,
    descriptionEn: row.descriptionEn,
    searchText: searchableText(row.name, row.slug, row.description),
    items: [],
  }));
  const categoryById = new Map(list.map((category) => [category.id, category]));
  const itemById = new Map<number, CatalogueItem>();
  for (const row of itemRows) {
    const category = categoryById.get(row.categoryId);
    if (!category) continue;
    category.items.push(row);
    itemById.set(row.id, row);
  }
  return { value: { categories: list, categoryById, itemById } };
}

/**
 * The catalogue in a language: Arabic as loaded; in English, the editors' English names, units and
 * descriptions where they wrote them, a currency item without an English name named after its
 * currency in CLDR, and the Arabic texts otherwise.
 */
export async function getCatalogue(
  db: Db,
  cache: ContentCache,
  lang: Lang = 'ar',
): Promise<Loaded<Catalogue>> {
  const loaded = await cache.dataset('catalogue', CATALOGUE_TAGS, () => loadCatalogue(db));
  return lang === 'ar' ? loaded : { ...loaded, value: englishCatalogueOf(loaded.value) };
}

/** One English view per loaded catalogue: it is rebuilt only when the catalogue is. */
const englishCatalogues = new WeakMap<Catalogue, Catalogue>();

function englishItemName(item: CatalogueItem): string {
  if (item.nameEn?.trim()) return item.nameEn;
  return item.currencyCode ? currencyNameIn('en', item.currencyCode, item.name) : item.name;
}

function englishCatalogueOf(catalogue: Catalogue): Catalogue {
  const known = englishCatalogues.get(catalogue);
  if (known) return known;
  const itemById = new Map<number, CatalogueItem>();
  const list = catalogue.categories.map((category): CatalogueCategory => ({
    ...category,
    name: textIn('en', category.name, category.nameEn),
    description: textIn('en', category.description, category.descriptionEn),
    searchText: searchableText(category.searchText, category.nameEn, category.descriptionEn),
    items: category.items.map((item) => {
      const english: CatalogueItem = {
        ...item,
        name: englishItemName(item),
        unit: textIn('en', item.unit, item.unitEn),
        description: textIn('en', item.description, item.descriptionEn),
      };
      itemById.set(english.id, english);
      return english;
    }),
  }));
  const english: Catalogue = {
    categories: list,
    categoryById: new Map(list.map((category) => [category.id, category])),
    itemById,
  };
  englishCatalogues.set(catalogue, english);
  return english;
}

/** The latest price of a non-currency item at one source (or at none), and the day before's. */
export interface ItemPrice {
  itemId: number;
  sourceId: number | null;
  value: string | null;
  buy: string | null;
  sell: string | null;
  recordedAt: Date;
  previousValue: string | null;
  previousBuy: string | null;
  previousSell: string | null;
}

export const ITEM_PRICE_TAGS: readonly ContentTag[] = [
  CONTENT_TAGS.categoryPrices,
  CONTENT_TAGS.categories,
  CONTENT_TAGS.priceSources,
];

/**
 * Latest prices of every active non-currency item, per active source and for the prices that
 * belong to no market: index probes on `category_item_prices_item_source_recorded_idx`, as for rates.
 */
async function loadItemPrices(db: Db, now: Date, zone: string): Promise<Loaded<Map<number, ItemPrice[]>>> {
  const startOfToday = startOfLocalDay(now, zone);
  const probe = (sourceCondition: (column: typeof categoryItemPrices.sourceId) => SQL) => {
    const latest = db
      .select({
        value: categoryItemPrices.value,
        buy: categoryItemPrices.buy,
        sell: categoryItemPrices.sell,
        recordedAt: categoryItemPrices.recordedAt,
      })
      .from(categoryItemPrices)
      .where(
        and(eq(categoryItemPrices.itemId, categoryItems.id), sourceCondition(categoryItemPrices.sourceId)),
      )
      .orderBy(desc(categoryItemPrices.recordedAt))
      .limit(1)
      .as('latest');
    const previous = db
      .select({ value: categoryItemPrices.value, buy: categoryItemPrices.buy, sell: categoryItemPrices.sell })
      .from(categoryItemPrices)
      .where(
        and(
          eq(categoryItemPrices.itemId, categoryItems.id),
          sourceCondition(categoryItemPrices.sourceId),
          lt(categoryItemPrices.recordedAt, startOfToday),
        ),
      )
      .orderBy(desc(categoryItemPrices.recordedAt))
      .limit(1)
      .as('previous');
    return { latest, previous };
  };

  const sourced = probe((column) => eq(column, priceSources.id));
  const unsourced = probe((column) => isNull(column));
  const fields = (p: ReturnType<typeof probe>) => ({
    itemId: categoryItems.id,
    value: p.latest.value,
    buy: p.latest.buy,
    sell: p.latest.sell,
    recordedAt: p.latest.recordedAt,
    previousValue: p.previous.value,
    previousBuy: p.previous.buy,
    previousSell: p.previous.sell,
  });
  const active = and(eq(categoryItems.active, true), isNull(categoryItems.currencyId));
  const [withSource, withoutSource] = await Promise.all([
    db
      .select({ ...fields(sourced), sourceId: priceSources.id })
      .from(categoryItems)
      .crossJoin(priceSources)
      .crossJoinLateral(sourced.latest)
      .leftJoinLateral(sourced.previous, sql`true`)
      .where(and(active, eq(priceSources.active, true)))
      .orderBy(asc(priceSources.sortOrder), asc(priceSources.id)),
    db
      .select(fields(unsourced))
      .from(categoryItems)
      .crossJoinLateral(unsourced.latest)
      .leftJoinLateral(unsourced.previous, sql`true`)
      .where(active),
  ]);
  const byItem = new Map<number, ItemPrice[]>();
  for (const row of [...withSource, ...withoutSource.map((row) => ({ ...row, sourceId: null }))]) {
    const list = byItem.get(row.itemId) ?? [];
    list.push(row);
    byItem.set(row.itemId, list);
  }
  return { value: byItem, validUntil: nextLocalMidnight(now, zone).getTime() };
}

/** The items' prices as of now; `zone` is the service's (config.timeZone), whose midnight starts "today". */
export function getItemPrices(
  db: Db,
  cache: ContentCache,
  zone: string,
): Promise<Loaded<Map<number, ItemPrice[]>>> {
  return cache.dataset('item-prices', ITEM_PRICE_TAGS, () => loadItemPrices(db, new Date(), zone));
}

/** Everything an item's quotes are computed from, loaded (from the cache) together. */
export interface QuoteContext {
  snapshot: MarketSnapshot;
  itemPrices: Map<number, ItemPrice[]>;
  clock: StalenessClock;
}

export const QUOTE_TAGS: readonly ContentTag[] = [
  ...new Set([...MARKET_TAGS, ...ITEM_PRICE_TAGS, ...CATALOGUE_TAGS]),
];

export async function loadQuoteContext(
  db: Db,
  cache: ContentCache,
  zone: string,
  clock: StalenessClock,
  lang: Lang = 'ar',
): Promise<{ context: QuoteContext; validUntil: number }> {
  const [market, prices] = await Promise.all([
    getMarketSnapshot(db, cache, zone, lang),
    getItemPrices(db, cache, zone),
  ]);
  return {
    context: { snapshot: market.value, itemPrices: prices.value, clock },
    validUntil: Math.min(market.validUntil ?? Infinity, prices.validUntil ?? Infinity),
  };
}

/**
 * An item's latest quote at every source that has one, in the sources' order, then a price that
 * belongs to no market. A currency item quotes its currency's rates.
 */
export function itemQuotes(item: CatalogueItem, context: QuoteContext): TCategoryItemQuote[] {
  const { snapshot, clock } = context;
  const quoteCurrency = snapshot.base?.code ?? 'YER';
  if (item.currencyId !== null) {
    return (snapshot.ratesByCurrency.get(item.currencyId) ?? []).flatMap((rate) => {
      const source = snapshot.sourceById.get(rate.sourceId);
      if (!source) return [];
      return [
        {
          source: sourceRef(source),
          quote_currency: quoteCurrency,
          value: null,
          buy: rate.buy,
          sell: rate.sell,
          value_change: null,
          buy_change: difference(rate.buy, rate.previousBuy),
          sell_change: difference(rate.sell, rate.previousSell),
          recorded_at: rate.recordedAt.toISOString(),
          is_stale: clock.isStale(rate.recordedAt, source.freshnessMinutes),
        },
      ];
    });
  }
  return (context.itemPrices.get(item.id) ?? []).flatMap((price) => {
    const source = price.sourceId === null ? undefined : snapshot.sourceById.get(price.sourceId);
    if (price.sourceId !== null && !source) return [];
    return [
      {
        source: source ? sourceRef(source) : null,
        quote_currency: quoteCurrency,
        value: price.value,
        buy: price.buy,
        sell: price.sell,
        value_change: difference(price.value, price.previousValue),
        buy_change: difference(price.buy, price.previousBuy),
        sell_change: difference(price.sell, price.previousSell),
        recorded_at: price.recordedAt.toISOString(),
        // A price of no market (a national fuel price) stands until it is changed: never stale.
        is_stale: source ? clock.isStale(price.recordedAt, source.freshnessMinutes) : false,
      },
    ];
  });
}

/** ZCategoryItem: `latest` is the quote at the primary source, else the item's only or first one. */
export function toApiItem(
  item: CatalogueItem,
  context: QuoteContext,
  quotes = itemQuotes(item, context),
): TCategoryItem {
  const primaryId = context.snapshot.primarySource?.id;
  const latest = quotes.find((quote) => quote.source?.id === primaryId) ?? quotes[0] ?? null;
  return {
    id: item.id,
    category_id: item.categoryId,
    name: item.name,
    unit: item.unit,
    description: item.description,
    currency: item.currencyCode,
    latest,
  };
}

export function toApiCategory(category: CatalogueCategory): TCategory {
  return {
    id: category.id,
    slug: category.slug,
    name: category.name,
    kind: category.kind,
    description: category.description,
    items_count: category.items.length,
  };
}
