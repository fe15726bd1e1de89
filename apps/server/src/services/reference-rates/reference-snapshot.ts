import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { referenceRates } from '../../db/schema/index';
import { CONTENT_TAGS, type ContentCache, type ContentTag, type Loaded } from '../content-cache';

/** The newest day of the reference feed, in memory for the converter (no query per conversion). */
/** A reference day older than this is stale: the feed skips weekends and holidays, never four days. */
export const REFERENCE_STALE_DAYS = 4;

export interface ReferenceSnapshot {
  /** `YYYY-MM-DD`, or null before the first import. */
  day: string | null;
  /** The feed's base currency (EUR). */
  base: string | null;
  /** Currency code → units per one base, decimal text; the base itself is not listed. */
  perBase: Map<string, string>;
}

export const REFERENCE_TAGS: readonly ContentTag[] = [CONTENT_TAGS.referenceRates];

export async function loadReferenceSnapshot(db: Db): Promise<Loaded<ReferenceSnapshot>> {
  const [newest] = await db
    .select({ day: referenceRates.day })
    .from(referenceRates)
    .orderBy(desc(referenceRates.day))
    .limit(1);
  if (!newest) return { value: { day: null, base: null, perBase: new Map() } };
  const rows = await db
    .select({
      currency: referenceRates.currency,
      base: referenceRates.base,
      perBase: sql<string>`${referenceRates.perBase}::text`,
    })
    .from(referenceRates)
    .where(eq(referenceRates.day, newest.day));
  return {
    value: {
      day: newest.day,
      base: rows[0]?.base ?? null,
      perBase: new Map(rows.map((row) => [row.currency, row.perBase])),
    },
  };
}

export function getReferenceSnapshot(db: Db, cache: ContentCache): Promise<Loaded<ReferenceSnapshot>> {
  return cache.dataset('reference', REFERENCE_TAGS, () => loadReferenceSnapshot(db));
}
