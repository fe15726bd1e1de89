import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { referenceRates } from '../../db/schema/index';
import type { ReferenceDay } from '../../lib/reference-feed';

/**
 * Keeps one day of the reference feed (docs/design.md#reference-rates), replacing that day's
 * rows in one transaction, so a day imported twice, or corrected by the feed, holds the file's
 * last word. Returns how many currencies were stored. The caller invalidates the content cache.
 */
export async function storeReferenceDay(db: Db | Tx, reference: ReferenceDay): Promise<number> {
  const rows = [...reference.rates].map(([currency, perBase]) => ({
    day: reference.day,
    currency,
    base: reference.base,
    perBase,
  }));
  await db.transaction(async (tx) => {
    await tx.delete(referenceRates).where(eq(referenceRates.day, reference.day));
    await tx.insert(referenceRates).values(rows);
  });
  return rows.length;
}
