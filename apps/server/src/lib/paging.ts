import type { TPageMeta } from '@sarraf/contracts';

/**
 * Paging (docs/design.md#api-conventions) of an in-memory list: a page past the end is empty, never an error.
 */
export function paginate<T>(
  items: readonly T[],
  page: number,
  perPage: number,
): { data: T[]; meta: TPageMeta } {
  const start = (page - 1) * perPage;
  return {
    data: items.slice(start, start + perPage),
    meta: {
      current_page: page,
      per_page: perPage,
      total: items.length,
      last_page: Math.max(1, Math.ceil(items.length / perPage)),
    },
  };
}
