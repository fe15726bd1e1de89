import type { TGetPriceSourcesQuery, TGetPriceSourcesResponse, TPriceSource } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { matchesSearch, normalizeArabic, searchTerms } from '../../lib/arabic-text';
import type { Lang } from '../../lib/messages';
import { paginate } from '../../lib/paging';
import type { ContentCache, Loaded } from '../content-cache';
import { getMarketSnapshot, StalenessClock } from '../rates';

/**
 * GET /api/client/get/priceSources: the active markets, banks and companies in the editors' order,
 * each with its latest publication and whether that is older than its freshness window.
 */
export async function listPriceSources(
  db: Db,
  cache: ContentCache,
  /** The service's zone (config.timeZone): "today" began at its midnight. */
  zone: string,
  query: TGetPriceSourcesQuery,
  lang: Lang = 'ar',
): Promise<Loaded<TGetPriceSourcesResponse>> {
  const { value: snapshot, validUntil } = await getMarketSnapshot(db, cache, zone, lang);
  const clock = new StalenessClock(Date.now());
  const terms = searchTerms(query.search);
  const city = query.city ? normalizeArabic(query.city) : undefined;
  const matching = snapshot.sources.filter(
    (source) =>
      (query.type === undefined || source.type === query.type) &&
      (!city || source.cityText === city || source.cityTextEn === city) &&
      matchesSearch(source.searchText, terms),
  );
  const page = paginate(matching, query.page, query.per_page);
  const data = page.data.map((source): TPriceSource => {
    const last = snapshot.lastRecordedAtBySource.get(source.id) ?? null;
    return {
      id: source.id,
      name: source.name,
      city: source.city,
      type: source.type,
      description: source.description,
      is_primary: source.isPrimary,
      freshness_minutes: source.freshnessMinutes,
      last_recorded_at: last?.toISOString() ?? null,
      is_stale: clock.isStale(last, source.freshnessMinutes),
    };
  });
  return { value: { data, meta: page.meta }, validUntil: clock.validUntil(validUntil) };
}
