import type { Database } from '../../../db/client';
import type { ContentInvalidator, ContentTag } from '../../content-cache';
import { mapWriteError } from './crud-resource';

/** What a content write needs: the database, and the public caches it drops once committed. */
export interface ContentWriteDeps {
  database: Database;
  contentCache: ContentInvalidator;
}

/** Runs a write, turning the database's refusals into answers an editor can act on. */
export async function writeContent<T>(
  resource: { uniqueFields?: Record<string, string> },
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw mapWriteError(error, resource.uniqueFields);
  }
}

/** Drops the public caches built from the resource's table; after the commit, never before. */
export async function invalidateContent(
  deps: ContentWriteDeps,
  resource: { tags: readonly ContentTag[] },
): Promise<void> {
  if (resource.tags.length > 0) await deps.contentCache.invalidate(resource.tags);
}
