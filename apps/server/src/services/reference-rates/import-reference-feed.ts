import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { settings } from '../../db/schema/index';
import { fetchConditional } from '../../lib/conditional-fetch';
import { serverRoot } from '../../lib/paths';
import { parseReferenceXml } from '../../lib/reference-feed';
import { CONTENT_TAGS, type ContentInvalidator } from '../content-cache';
import { storeReferenceDay } from './store-reference-day';

/** The `settings` key of the feed's state: what the last fetch saw, for the next conditional one. */
export const REFERENCE_FEED_STATE_KEY = 'rates.reference_feed';

/** The committed sample: a complete daily file of the feed, for tests and the demo. */
export const REFERENCE_SAMPLE_PATH = path.join(serverRoot, 'fixtures', 'eurofxref-daily.xml');

// A daily file is about 2 kB and a 90-day history 100 kB; anything near 2 MB is not this feed.
const MAX_BYTES = 2 * 1024 * 1024;
const TIMEOUT_MS = 15_000;

const ZFeedState = z.object({
  etag: z.string().nullable().default(null),
  last_modified: z.string().nullable().default(null),
  day: z.string().nullable().default(null),
  last_success_at: z.string().nullable().default(null),
  last_error: z.string().nullable().default(null),
  last_error_at: z.string().nullable().default(null),
});
export type ReferenceFeedState = z.infer<typeof ZFeedState>;

export async function readReferenceFeedState(db: Db | Tx): Promise<ReferenceFeedState> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, REFERENCE_FEED_STATE_KEY));
  const parsed = ZFeedState.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : ZFeedState.parse({});
}

async function saveState(db: Db, state: ReferenceFeedState) {
  await db
    .insert(settings)
    .values({ key: REFERENCE_FEED_STATE_KEY, value: state })
    .onConflictDoUpdate({ target: settings.key, set: { value: state, updatedAt: new Date() } });
}

/**
 * One scheduled import of the reference feed (docs/design.md#reference-rates): a conditional
 * fetch; an unchanged feed (304) changes nothing; a new file is read whole (or refused whole) and
 * its day stored, then the converter's cached rates dropped everywhere. A failure is kept in the
 * feed's state with its time, and the rates already stored stay in use.
 */
export async function importReferenceFeed(
  deps: { db: Db; cache: ContentInvalidator },
  url: string,
  options: { now?: Date; timeoutMs?: number } = {},
): Promise<{ status: 'imported' | 'not_modified'; day: string | null; currencies: number }> {
  const now = options.now ?? new Date();
  const state = await readReferenceFeedState(deps.db);
  try {
    const fetched = await fetchConditional(url, {
      etag: state.etag,
      lastModified: state.last_modified,
      timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
      maxBytes: MAX_BYTES,
    });
    if (fetched.status === 'not_modified') {
      await saveState(deps.db, {
        ...state,
        last_success_at: now.toISOString(),
        last_error: null,
        last_error_at: null,
      });
      return { status: 'not_modified', day: state.day, currencies: 0 };
    }
    const reference = parseReferenceXml(fetched.body);
    const currencies = await storeReferenceDay(deps.db, reference);
    await deps.cache.invalidate([CONTENT_TAGS.referenceRates]);
    await saveState(deps.db, {
      etag: fetched.etag,
      last_modified: fetched.lastModified,
      day: reference.day,
      last_success_at: now.toISOString(),
      last_error: null,
      last_error_at: null,
    });
    return { status: 'imported', day: reference.day, currencies };
  } catch (error) {
    await saveState(deps.db, {
      ...state,
      last_error: (error as Error).message.slice(0, 300),
      last_error_at: now.toISOString(),
    });
    throw error;
  }
}

/** Stores the committed sample's day (the demo seed): the converter has every currency at once. */
export async function importReferenceSample(db: Db | Tx): Promise<number> {
  return storeReferenceDay(db, parseReferenceXml(await readFile(REFERENCE_SAMPLE_PATH, 'utf8')));
}
