import type { TGetCurrencyListQuery, TGetCurrencyListResponse } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { matchesSearch, searchTerms } from '../../lib/arabic-text';
import type { Lang } from '../../lib/messages';
import type { ContentCache, Loaded } from '../content-cache';
import { getMarketSnapshot, StalenessClock, toApiRate } from './market-snapshot';

/**
 * GET /api/client/get/currency/list: every active currency (the base one too, with no rates: the
 * converter lists it) with its latest rate at each source, in the editors' order. `source_id` and
 * `type` narrow the rates, `currency` and `search` the currencies.
 */
export async function listCurrencies(
  db: Db,
  cache: ContentCache,
  /** The service's zone (config.timeZone): "today" began at its midnight. */
  zone: string,
  query: TGetCurrencyListQuery,
  lang: Lang = 'ar',
): Promise<Loaded<TGetCurrencyListResponse>> {
  const { value: snapshot, validUntil } = await getMarketSnapshot(db, cache, zone, lang);
  const clock = new StalenessClock(Date.now());
  const terms = searchTerms(query.search);
  const data = snapshot.currencies
    .filter((currency) => !query.currency || currency.code === query.currency)
    .filter((currency) => matchesSearch(currency.searchText, terms))
    .map((currency) => ({
      code: currency.code,
      name: currency.name,
      symbol: currency.symbol,
      flag: currency.flag,
      minor_units: currency.minorUnits,
      is_base: currency.isBase,
      rates: (snapshot.ratesByCurrency.get(currency.id) ?? []).flatMap((rate) => {
        const source = snapshot.sourceById.get(rate.sourceId);
        if (!source) return [];
        if (query.source_id !== undefined && source.id !== query.source_id) return [];
        if (query.type !== undefined && source.type !== query.type) return [];
        return [toApiRate(snapshot, rate, source, clock)];
      }),
    }));
  return { value: { data }, validUntil: clock.validUntil(validUntil) };
}
