import type { TGetCategoriesQuery, TGetCategoriesResponse } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { matchesSearch, searchTerms } from '../../lib/arabic-text';
import type { Lang } from '../../lib/messages';
import { paginate } from '../../lib/paging';
import type { ContentCache, Loaded } from '../content-cache';
import { getCatalogue, toApiCategory } from './category-catalogue';

/** GET /api/client/get/categories: active categories in the editors' order, paged and searchable. */
export async function listCategories(
  db: Db,
  cache: ContentCache,
  query: TGetCategoriesQuery,
  lang: Lang = 'ar',
): Promise<Loaded<TGetCategoriesResponse>> {
  const { value: catalogue, validUntil } = await getCatalogue(db, cache, lang);
  const terms = searchTerms(query.search);
  const matching = catalogue.categories.filter((category) => matchesSearch(category.searchText, terms));
  const page = paginate(matching, query.page, query.per_page);
  return { value: { data: page.data.map(toApiCategory), meta: page.meta }, validUntil };
}
