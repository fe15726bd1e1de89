import { z } from 'zod';
import { defineContract } from '../contract';
import { ZEmptyRequest, ZMessageData, ZPaged } from '../common/envelope';
import { ZCurrencyCode, ZDecimal, ZRecordId, ZTimestamp } from '../common/fields';
import { ZId, ZPage, ZPerPage } from '../common/query';

export const RATE_REVIEW_STATUSES = ['pending', 'approved', 'rejected', 'superseded'] as const;
export type TRateReviewStatus = (typeof RATE_REVIEW_STATUSES)[number];

/**
 * Why a value waits (docs/design.md#the-rate-review-queue): a feed in review mode, a first value at
 * the source, a pair no editor ever vouched for, or a move beyond the guard from the last published
 * pair, from the last pair an editor published or approved, or from the pair of 24 hours before.
 */
export const RATE_REVIEW_REASONS = [
  'review_mode',
  'first_value',
  'no_editor_reference',
  'last_published',
  'editor_reference',
  'day_before',
] as const;
export type TRateReviewReason = (typeof RATE_REVIEW_REASONS)[number];

/**
 * A rate that arrived on its own (a partner's push, a feed) and waits for an editor: old and new side
 * by side, the move in percent, why it was held and against which pair, where it came from.
 */
export const ZRateReview = z.object({
  id: ZRecordId,
  source: z.object({ id: ZRecordId, name: z.string() }),
  currency: z.object({ id: ZRecordId, code: ZCurrencyCode, name: z.string(), flag: z.string() }),
  buy: ZDecimal,
  sell: ZDecimal,
  previous_buy: ZDecimal.nullable(),
  previous_sell: ZDecimal.nullable(),
  /** The larger of the buy and sell moves against the previous pair, in percent; null without one. */
  move_percent: z.number().nullable(),
  reason: z.enum(RATE_REVIEW_REASONS),
  /** The pair it moved too far from (for the three move reasons); null otherwise. */
  reference_buy: ZDecimal.nullable(),
  reference_sell: ZDecimal.nullable(),
  /** The larger of the buy and sell moves against that pair, in percent; null without one. */
  reference_move_percent: z.number().nullable(),
  origin: z.object({ kind: z.enum(['partner', 'feed']), id: z.string(), name: z.string() }),
  status: z.enum(RATE_REVIEW_STATUSES),
  created_at: ZTimestamp,
  decided_at: ZTimestamp.nullable(),
  /** The email of the editor who settled it. */
  decided_by: z.string().nullable(),
});
export type TRateReview = z.infer<typeof ZRateReview>;

export const ZRateReviewsQuery = z.object({
  status: z.enum(RATE_REVIEW_STATUSES).default('pending'),
  page: ZPage,
  per_page: ZPerPage,
});

export const adminListRateReviews = defineContract({
  method: 'GET',
  path: '/api/admin/rate-reviews',
  summary: 'Back office: the rate review queue (pending by default, oldest first; settled ones newest first)',
  tags: ['admin'],
  access: 'admin',
  role: 'editor',
  query: ZRateReviewsQuery,
  response: ZPaged(ZRateReview),
});

const ZSettledReview = ZMessageData(
  z.object({ id: ZRecordId, status: z.enum(RATE_REVIEW_STATUSES), decided_at: ZTimestamp }),
);

export const adminApproveRateReview = defineContract({
  method: 'POST',
  path: '/api/admin/rate-reviews/:id/approve',
  summary: 'Back office: approves a held rate, which is published through the one publish path',
  tags: ['admin'],
  access: 'admin',
  role: 'editor',
  params: z.object({ id: ZId }),
  body: ZEmptyRequest,
  response: ZSettledReview,
});

export const adminRejectRateReview = defineContract({
  method: 'POST',
  path: '/api/admin/rate-reviews/:id/reject',
  summary: 'Back office: rejects a held rate; nothing is published',
  tags: ['admin'],
  access: 'admin',
  role: 'editor',
  params: z.object({ id: ZId }),
  body: ZEmptyRequest,
  response: ZSettledReview,
});
