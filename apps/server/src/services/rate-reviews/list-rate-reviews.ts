import { asc, count, desc, eq } from 'drizzle-orm';
import type { TPageMeta, TRateReview, TRateReviewStatus } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { adminUsers, currencies, priceSources, rateReviews } from '../../db/schema/index';
import { trimDecimal } from '@sarraf/contracts/number-text';
import { movePercent } from '../../lib/rate-moves';

/**
 * The review queue (docs/design.md#the-rate-review-queue): pending items oldest first (the order
 * they should be settled in), settled ones newest first.
 */
export async function listRateReviews(
  db: Db,
  query: { status: TRateReviewStatus; page: number; per_page: number },
): Promise<{ data: TRateReview[]; meta: TPageMeta }> {
  const where = eq(rateReviews.status, query.status);
  const [total] = await db.select({ n: count() }).from(rateReviews).where(where);
  const rows = await db
    .select({
      review: rateReviews,
      sourceName: priceSources.name,
      code: currencies.code,
      currencyName: currencies.name,
      flag: currencies.flag,
      decidedBy: adminUsers.email,
    })
    .from(rateReviews)
    .innerJoin(priceSources, eq(priceSources.id, rateReviews.sourceId))
    .innerJoin(currencies, eq(currencies.id, rateReviews.currencyId))
    .leftJoin(adminUsers, eq(adminUsers.id, rateReviews.decidedBy))
    .where(where)
    .orderBy(
      query.status === 'pending' ? asc(rateReviews.createdAt) : desc(rateReviews.decidedAt),
      query.status === 'pending' ? asc(rateReviews.id) : desc(rateReviews.id),
    )
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const n = total?.n ?? 0;
  return {
    data: rows.map(({ review, ...row }) => ({
      id: review.id,
      source: { id: review.sourceId, name: row.sourceName },
      currency: { id: review.currencyId, code: row.code, name: row.currencyName, flag: row.flag },
      buy: trimDecimal(review.buy),
      sell: trimDecimal(review.sell),
      previous_buy: review.previousBuy === null ? null : trimDecimal(review.previousBuy),
      previous_sell: review.previousSell === null ? null : trimDecimal(review.previousSell),
      move_percent:
        review.previousBuy === null || review.previousSell === null
          ? null
          : Math.max(
              movePercent(review.previousBuy, review.buy),
              movePercent(review.previousSell, review.sell),
            ),
      reason: review.reason,
      reference_buy: review.referenceBuy === null ? null : trimDecimal(review.referenceBuy),
      reference_sell: review.referenceSell === null ? null : trimDecimal(review.referenceSell),
      reference_move_percent:
        review.referenceBuy === null || review.referenceSell === null
          ? null
          : Math.max(
              movePercent(review.referenceBuy, review.buy),
              movePercent(review.referenceSell, review.sell),
            ),
      origin: { kind: review.originKind, id: review.originId, name: review.originName },
      status: review.status,
      created_at: review.createdAt.toISOString(),
      decided_at: review.decidedAt?.toISOString() ?? null,
      decided_by: row.decidedBy,
    })),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total: n,
      last_page: Math.max(1, Math.ceil(n / query.per_page)),
    },
  };
}
