import type { TGetCategoryInfoRequest, TGetCategoryInfoResponse } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import type { Lang } from '../../lib/messages';
import type { ContentCache, Loaded } from '../content-cache';
import { StalenessClock } from '../rates';
import { getCatalogue, loadQuoteContext, toApiCategory, toApiItem } from './category-catalogue';

/** POST /api/client/get/category/info: a category and its items, each with its main price. */
export async function getCategoryInfo(
  db: Db,
  cache: ContentCache,
  /** The service's zone (config.timeZone): "today" began at its midnight. */
  zone: string,
  request: TGetCategoryInfoRequest,
  lang: Lang = 'ar',
): Promise<Loaded<TGetCategoryInfoResponse>> {
  const { value: catalogue, validUntil: catalogueValidUntil } = await getCatalogue(db, cache, lang);
  const category = catalogue.categoryById.get(request.category_id);
  if (!category) throw notFound();
  const clock = new StalenessClock(Date.now());
  const { context, validUntil } = await loadQuoteContext(db, cache, zone, clock, lang);
  return {
    value: {
      data: {
        category: toApiCategory(category),
        items: category.items.map((item) => toApiItem(item, context)),
      },
    },
    validUntil: clock.validUntil(Math.min(validUntil, catalogueValidUntil ?? Infinity)),
  };
}
