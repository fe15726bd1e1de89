import type { ContentCache } from '../../content-cache';
import type { Db } from '../../../db/client';
import { currencyKeywordIndex } from '../sms/keywords';
import { getMarketSnapshot, type MarketSnapshot } from '../../rates';

// One index per market snapshot: the snapshot is replaced when a currency is edited (its cache tag),
// so the index follows the catalogue without a query or an invalidation of its own.
const indexes = new WeakMap<MarketSnapshot, Map<string, string>>();

/** The currency keywords of the catalogue (code and Arabic names), from the cached market. */
export async function currencyKeywords(
  db: Db,
  cache: ContentCache,
  /** The service's zone (config.timeZone): "today" began at its midnight. */
  zone: string,
): Promise<{ snapshot: MarketSnapshot; index: Map<string, string> }> {
  const { value: snapshot } = await getMarketSnapshot(db, cache, zone);
  let index = indexes.get(snapshot);
  if (!index) {
    index = currencyKeywordIndex(snapshot.currencies.filter((currency) => !currency.isBase));
    indexes.set(snapshot, index);
  }
  return { snapshot, index };
}
