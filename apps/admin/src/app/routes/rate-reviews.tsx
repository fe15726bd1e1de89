import type { TRateReview } from '@sarraf/contracts';
import {
  usePendingRateReviews,
  useSettleRateReview,
  type ReviewDecision,
} from '../../features/rate-reviews/api/rate-reviews';
import { ReviewQueue } from '../../features/rate-reviews/components/review-queue';
import { ar } from '../../i18n/ar';
import { apiErrorOf } from '../../lib/api-client';
import { queryProblem } from '../../lib/query-error';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { useToast } from '../../components/ui/toast';

const t = ar.rateReviews;

/** «مراجعة الأسعار»: rates held by the movement guard, approved or rejected one by one (editors and admins). */
export function RateReviewsScreen() {
  const queue = usePendingRateReviews();
  const settle = useSettleRateReview();
  const toast = useToast();
  const problem = queryProblem(queue.isError, queue.error);
  const pendingId = settle.isPending ? (settle.variables?.id ?? null) : null;

  function decide(row: TRateReview, decision: ReviewDecision) {
    settle.mutate(
      { id: row.id, decision },
      {
        onSuccess: (answer) => toast('success', answer.message),
        onError: (error) => toast('error', apiErrorOf(error).message ?? t.failed),
      },
    );
  }

  const rows = queue.data?.data;
  return (
    <section aria-labelledby="rate-reviews-title" className="flex flex-col gap-4">
      <h1 id="rate-reviews-title" className="text-3xl font-bold text-loader">
        {t.title}
      </h1>
      <p className="text-slate-700">{t.intro}</p>
      <p className="text-sm text-slate-600">{t.keys}</p>
      {queue.isPending ? (
        <LoadingState />
      ) : problem.text ? (
        <ErrorState message={problem.text} onRetry={() => void queue.refetch()} />
      ) : !rows || rows.length === 0 ? (
        <EmptyState title={t.empty}>
          <p>{t.emptyHint}</p>
        </EmptyState>
      ) : (
        <ReviewQueue rows={rows} pendingId={pendingId} onDecide={decide} />
      )}
    </section>
  );
}

export { RateReviewsScreen as Component };
