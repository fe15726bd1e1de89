import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rateReviews } from '../../db/schema/index';
import type { HoldReason, RatePair } from './hold-reason';

/** Where held rates came from, named generically so partners and scheduled feeds share the queue. */
export interface RateReviewOrigin {
  kind: 'partner' | 'feed';
  /** The partner key's id or the feed's id. */
  id: string;
  /** As shown in the back office: a key's name and its source, a feed's name. */
  name: string;
}

export interface HeldRate {
  currencyId: number;
  buy: string;
  sell: string;
  previousBuy: string | null;
  previousSell: string | null;
  reason: HoldReason;
  /** The pair it moved too far from; null for a first value, an unvetted pair or review mode. */
  reference: RatePair | null;
}

/**
 * Serialises writers of one source and currency's queue (docs/design.md#the-rate-review-queue): two
 * pushes at once wait for each other instead of both inserting a pending item (the partial unique
 * index would refuse the second). Sorted, so two multi-line pushes cannot deadlock.
 */
export async function lockPairs(
  tx: Db | Tx,
  sourceId: number,
  currencyIds: readonly number[],
): Promise<void> {
  for (const currencyId of [...new Set(currencyIds)].sort((a, b) => a - b)) {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`rate-review:${sourceId}`}), ${currencyId})`,
    );
  }
}

/** The pending item's pair of each of these currencies at one source (at most one each). */
export async function loadPendingPairs(
  tx: Db | Tx,
  sourceId: number,
  currencyIds: readonly number[],
): Promise<Map<number, { buy: string; sell: string }>> {
  if (currencyIds.length === 0) return new Map();
  const rows = await tx
    .select({ currencyId: rateReviews.currencyId, buy: rateReviews.buy, sell: rateReviews.sell })
    .from(rateReviews)
    .where(
      and(
        eq(rateReviews.sourceId, sourceId),
        inArray(rateReviews.currencyId, [...currencyIds]),
        eq(rateReviews.status, 'pending'),
      ),
    );
  return new Map(rows.map((row) => [row.currencyId, { buy: row.buy, sell: row.sell }]));
}

/**
 * Marks the pending items of these currencies at one source `superseded`: a newer value (a newer item
 * or a value published within the guard) has made their question moot. Call it inside the transaction
 * that writes the newer value.
 */
export async function supersedePendingReviews(
  tx: Db | Tx,
  sourceId: number,
  currencyIds: readonly number[],
): Promise<number> {
  if (currencyIds.length === 0) return 0;
  await lockPairs(tx, sourceId, currencyIds);
  const rows = await tx
    .update(rateReviews)
    .set({ status: 'superseded', decidedAt: new Date() })
    .where(
      and(
        eq(rateReviews.sourceId, sourceId),
        inArray(rateReviews.currencyId, [...currencyIds]),
        eq(rateReviews.status, 'pending'),
      ),
    )
    .returning({ id: rateReviews.id });
  return rows.length;
}

/**
 * Puts held rates (publish-or-hold.ts says which and why) in the review queue, one pending item per source and
 * currency: an older pending item of the same pair is superseded. Call it inside the transaction of
 * the push (or feed run) that brought them, so its audit row and its items commit together.
 */
export async function queueRateReviews(
  tx: Db | Tx,
  input: { sourceId: number; origin: RateReviewOrigin; rates: readonly HeldRate[] },
): Promise<Array<{ id: number; currencyId: number }>> {
  if (input.rates.length === 0) return [];
  await supersedePendingReviews(
    tx,
    input.sourceId,
    input.rates.map((line) => line.currencyId),
  );
  return tx
    .insert(rateReviews)
    .values(
      input.rates.map((line) => ({
        sourceId: input.sourceId,
        currencyId: line.currencyId,
        buy: line.buy,
        sell: line.sell,
        previousBuy: line.previousBuy,
        previousSell: line.previousSell,
        reason: line.reason,
        referenceBuy: line.reference?.buy ?? null,
        referenceSell: line.reference?.sell ?? null,
        originKind: input.origin.kind,
        originId: input.origin.id,
        originName: input.origin.name,
      })),
    )
    .returning({ id: rateReviews.id, currencyId: rateReviews.currencyId });
}
