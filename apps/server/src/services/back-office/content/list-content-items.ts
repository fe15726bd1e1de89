import type { TPageQuery } from '@sarraf/contracts';
import type { Db } from '../../../db/client';
import { matchesSearch, normalizeArabic, searchTerms } from '../../../lib/arabic-text';
import { paginate } from '../../../lib/paging';
import type { CrudResource } from './crud-resource';

/** One page of a resource's rows, filtered by its own filters and the search box. */
export async function listContentItems<Item, Input, Id extends string | number, Filters>(
  db: Db,
  resource: CrudResource<Item, Input, Id, Filters>,
  query: TPageQuery & Filters,
) {
  const { page, per_page, search, ...filters } = query;
  let rows = await resource.all(db, filters as Filters);
  const terms = searchTerms(search);
  if (terms.length > 0)
    rows = rows.filter((row) => matchesSearch(normalizeArabic(resource.searchText(row)), terms));
  return paginate(rows, page, per_page);
}
