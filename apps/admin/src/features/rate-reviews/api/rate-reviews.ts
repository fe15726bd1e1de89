import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

const QUEUE = ['admin', 'rate-reviews'] as const;

/** The pending items, oldest first; a page of 100 is more than a morning's queue. */
export function usePendingRateReviews() {
  return useQuery({
    queryKey: QUEUE,
    queryFn: () => callApi('adminListRateReviews', { query: { status: 'pending', per_page: 100 } }),
  });
}

export type ReviewDecision = 'approve' | 'reject';

export function useSettleRateReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: ReviewDecision }) =>
      decision === 'approve'
        ? callApi('adminApproveRateReview', { params: { id } })
        : callApi('adminRejectRateReview', { params: { id } }),
    // Settled or not (a 409 means someone else did), the queue is read again.
    onSettled: () => client.invalidateQueries({ queryKey: QUEUE }),
  });
}
