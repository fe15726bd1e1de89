import type { FastifyInstance } from 'fastify';
import { adminApproveRateReview, adminListRateReviews, adminRejectRateReview } from '@sarraf/contracts';
import { routeFromContract } from '../../lib/route';
import { say } from '../../lib/messages';
import { requireAdmin } from '../../plugins/admin-auth';
import { listRateReviews, settleRateReview } from '../../services/rate-reviews';

/** The rate review queue (docs/design.md#the-rate-review-queue). Editors and admins, as rate entry. */
export function registerRateReviewRoutes(app: FastifyInstance) {
  const { database, contentCache, jobs } = app.deps;

  routeFromContract(app, adminListRateReviews, async ({ query }) => listRateReviews(database.db, query));

  for (const [contract, decision] of [
    [adminApproveRateReview, 'approve'],
    [adminRejectRateReview, 'reject'],
  ] as const) {
    routeFromContract(app, contract, async ({ params, request }) => {
      const settled = await settleRateReview(
        database.db,
        params.id,
        decision,
        { admin: requireAdmin(request), ip: request.ip },
        contentCache,
        jobs,
      );
      return {
        message: say(request, decision === 'approve' ? 'rate_review_approved' : 'rate_review_rejected'),
        data: { id: settled.id, status: settled.status, decided_at: settled.decidedAt.toISOString() },
      };
    });
  }
}
