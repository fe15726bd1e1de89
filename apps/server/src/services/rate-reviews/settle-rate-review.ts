import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { currencies, rateReviews } from '../../db/schema/index';
import { HttpError, notFound } from '../../lib/http-error';
import type { ContentInvalidator } from '../content-cache';
import { type JobSender, queueAlertEvaluation } from '../alerts';
import { deferredInvalidation, publishRates } from '../rates';
import { type AdminActor, recordAdminAudit } from '../audit';
import { trimDecimal } from '@sarraf/contracts/number-text';

export type RateReviewDecision = 'approve' | 'reject';

/**
 * An editor settles a held rate (docs/design.md#the-rate-review-queue). Approving publishes it
 * through the one publish path (history, publication row, caches after the commit, alerts), under the
 * editor's name, with the origin in the audit row; rejecting publishes nothing. Only a pending item
 * can be settled: anything else is a 409 and changes nothing (two editors clicking at once settle it
 * once: the row is locked first).
 */
export async function settleRateReview(
  db: Db,
  id: number,
  decision: RateReviewDecision,
  actor: AdminActor,
  cache: ContentInvalidator,
  jobs?: JobSender,
): Promise<{ id: number; status: 'approved' | 'rejected'; decidedAt: Date }> {
  const deferred = deferredInvalidation(cache);
  const result = await db.transaction(async (tx) => {
    const [review] = await tx
      .select({ review: rateReviews, code: currencies.code })
      .from(rateReviews)
      .innerJoin(currencies, eq(currencies.id, rateReviews.currencyId))
      .where(eq(rateReviews.id, id))
      .for('update', { of: rateReviews })
      .limit(1);
    if (!review) throw notFound();
    if (review.review.status !== 'pending') throw new HttpError(409, 'rate_review_settled');
    const item = review.review;
    const decidedAt = new Date();
    let publicationId: number | null = null;
    if (decision === 'approve') {
      const published = await publishRates(
        tx,
        {
          sourceId: item.sourceId,
          rates: [{ currencyCode: review.code, buy: trimDecimal(item.buy), sell: trimDecimal(item.sell) }],
          publishedBy: actor.admin.user.id,
          at: decidedAt,
        },
        deferred.collector,
      );
      publicationId = published.publicationId;
    }
    const status = decision === 'approve' ? 'approved' : 'rejected';
    await tx
      .update(rateReviews)
      .set({ status, decidedBy: actor.admin.user.id, decidedAt })
      .where(and(eq(rateReviews.id, id), eq(rateReviews.status, 'pending')));
    const origin = { kind: item.originKind, id: item.originId, name: item.originName };
    await recordAdminAudit(tx, actor, {
      action: decision === 'approve' ? 'rate_review.approve' : 'rate_review.reject',
      entity: 'rate_reviews',
      entityId: id,
      before: {
        status: 'pending',
        source_id: item.sourceId,
        currency: review.code,
        buy: item.previousBuy === null ? null : trimDecimal(item.previousBuy),
        sell: item.previousSell === null ? null : trimDecimal(item.previousSell),
      },
      after: {
        status,
        source_id: item.sourceId,
        currency: review.code,
        buy: trimDecimal(item.buy),
        sell: trimDecimal(item.sell),
        origin,
      },
    });
    return { status, decidedAt, publicationId } as const;
  });
  await deferred.flush();
  if (result.publicationId !== null && jobs) await queueAlertEvaluation(jobs, result.publicationId);
  return { id, status: result.status, decidedAt: result.decidedAt };
}
