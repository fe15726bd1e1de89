import type { ContentInvalidator, ContentTag } from '../content-cache';

/**
 * publishRates drops the caches itself; called inside a caller's transaction that would happen before
 * the commit (a read in between would cache the old rates). This collector stands in for the cache
 * inside the transaction, and `flush` drops what was collected once the transaction has committed.
 */
export function deferredInvalidation(cache: ContentInvalidator): {
  collector: ContentInvalidator;
  flush: () => Promise<void>;
} {
  const tags = new Set<ContentTag>();
  let all = false;
  return {
    collector: {
      invalidate: (list) => {
        if (list === 'all') all = true;
        else for (const tag of list) tags.add(tag);
        return Promise.resolve();
      },
    },
    flush: async () => {
      if (all) await cache.invalidate('all');
      else if (tags.size > 0) await cache.invalidate([...tags]);
    },
  };
}
