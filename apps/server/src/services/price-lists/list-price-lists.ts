import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { TGetPriceListsQuery, TGetPriceListsResponse, TPriceListEntry } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { currencies, priceListItems, priceLists } from '../../db/schema/index';
import { matchesSearch, searchableText, searchTerms } from '../../lib/arabic-text';
import { currencyNameIn } from '../../lib/currency-names';
import type { Lang } from '../../lib/messages';
import { paginate } from '../../lib/paging';
import { localDateOf } from '../../lib/local-time';
import { CONTENT_TAGS, type ContentCache, type ContentTag, type Loaded } from '../content-cache';
import { getMarketSnapshot, sourceRef } from '../rates';

/**
 * A response shows bulletins (price lists and their lines) with source names and currency names;
 * it does not change when rates are published, so a publish leaves it cached.
 */
export const PRICE_LIST_TAGS: readonly ContentTag[] = [
  CONTENT_TAGS.priceLists,
  CONTENT_TAGS.priceSources,
  CONTENT_TAGS.currencies,
];

interface ListHeader {
  id: number;
  sourceId: number;
  title: string;
  date: string;
  notes: string;
  publishedAt: Date;
  searchText: string;
}

/** The bulletins' headers, newest day first (five sources × 365 days is ~1,800 small rows a year). */
async function loadHeaders(db: Db): Promise<Loaded<ListHeader[]>> {
  const rows = await db
    .select({
      id: priceLists.id,
      sourceId: priceLists.sourceId,
      title: priceLists.title,
      date: priceLists.listDate,
      notes: priceLists.notes,
      publishedAt: priceLists.publishedAt,
    })
    .from(priceLists)
    .orderBy(desc(priceLists.listDate), desc(priceLists.publishedAt), desc(priceLists.id));
  return { value: rows.map((row) => ({ ...row, searchText: searchableText(row.title, row.notes) })) };
}

/** A bound as a calendar day of the service's zone: the bulletin's `date` is one. */
const dayOf = (value: string | undefined, zone: string) =>
  value === undefined ? undefined : value.length === 10 ? value : localDateOf(new Date(value), zone);

/**
 * GET /api/client/get/priceLists: dated bulletins of the active sources, newest first, with their
 * lines; filtered by source, by day (`from`/`to`) and by words of the title, notes or source name.
 */
export async function listPriceLists(
  db: Db,
  cache: ContentCache,
  /** The service's zone (config.timeZone): "today" began at its midnight. */
  zone: string,
  query: TGetPriceListsQuery,
  lang: Lang = 'ar',
): Promise<Loaded<TGetPriceListsResponse>> {
  const [{ value: headers }, { value: snapshot, validUntil }] = await Promise.all([
    cache.dataset('price-list-headers', [CONTENT_TAGS.priceLists], () => loadHeaders(db)),
    getMarketSnapshot(db, cache, zone, lang),
  ]);
  const terms = searchTerms(query.search);
  const from = dayOf(query.from, zone);
  const to = dayOf(query.to, zone);
  const matching = headers.filter((header) => {
    const source = snapshot.sourceById.get(header.sourceId);
    return (
      source !== undefined &&
      (query.source_id === undefined || header.sourceId === query.source_id) &&
      (from === undefined || header.date >= from) &&
      (to === undefined || header.date <= to) &&
      matchesSearch(`${header.searchText} ${source.searchText}`, terms)
    );
  });
  const page = paginate(matching, query.page, query.per_page);

  const ids = page.data.map((header) => header.id);
  const lines = ids.length
    ? await db
        .select({
          listId: priceListItems.priceListId,
          currency: currencies.code,
          currencyName: currencies.name,
          buy: priceListItems.buy,
          sell: priceListItems.sell,
          note: priceListItems.note,
        })
        .from(priceListItems)
        .innerJoin(currencies, eq(currencies.id, priceListItems.currencyId))
        .where(inArray(priceListItems.priceListId, ids))
        .orderBy(asc(priceListItems.sortOrder), asc(priceListItems.id))
    : [];
  const entries = new Map<number, TPriceListEntry[]>();
  for (const line of lines) {
    const list = entries.get(line.listId) ?? [];
    list.push({
      currency: line.currency,
      currency_name: currencyNameIn(lang, line.currency, line.currencyName),
      buy: line.buy,
      sell: line.sell,
      note: line.note,
    });
    entries.set(line.listId, list);
  }

  return {
    value: {
      data: page.data.map((header) => ({
        id: header.id,
        title: header.title,
        date: header.date,
        source: sourceRef(snapshot.sourceById.get(header.sourceId)!),
        quote_currency: snapshot.base?.code ?? 'YER',
        notes: header.notes,
        entries: entries.get(header.id) ?? [],
        published_at: header.publishedAt.toISOString(),
      })),
      meta: page.meta,
    },
    validUntil,
  };
}
