import type { TGetCategoryDetailsRequest, TGetCategoryDetailsResponse } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import type { Lang } from '../../lib/messages';
import type { ContentCache, Loaded } from '../content-cache';
import { StalenessClock } from '../rates';
import { getCatalogue, itemQuotes, loadQuoteContext, toApiCategory, toApiItem } from './category-catalogue';

/** POST /api/client/get/category/details: an item's latest price at every source (or one). */
export async function getCategoryDetails(
  db: Db,
  cache: ContentCache,
  /** The service's zone (config.timeZone): "today" began at its midnight. */
  zone: string,
  request: TGetCategoryDetailsRequest,
  lang: Lang = 'ar',
): Promise<Loaded<TGetCategoryDetailsResponse>> {
  const { value: catalogue, validUntil: catalogueValidUntil } = await getCatalogue(db, cache, lang);
  const item = catalogue.itemById.get(request.item_id);
  const category = item ? catalogue.categoryById.get(item.categoryId) : undefined;
  if (!item || !category) throw notFound();
  const clock = new StalenessClock(Date.now());
  const { context, validUntil } = await loadQuoteContext(db, cache, zone, clock, lang);
  const quotes = itemQuotes(item, context);
  return {
    value: {
      data: {
        category: toApiCategory(category),
        item: toApiItem(item, context, quotes),
        quotes:
          request.source_id === undefined
            ? quotes
            : quotes.filter((quote) => quote.source?.id === request.source_id),
      },
    },
    validUntil: clock.validUntil(Math.min(validUntil, catalogueValidUntil ?? Infinity)),
  };
}
