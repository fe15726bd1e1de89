import { useDashboard } from '../../features/dashboard/api/dashboard';
import { DashboardView } from '../../features/dashboard/components/dashboard-view';
import { OverdueFeedsBanner } from '../../features/rate-feeds/components/overdue-feeds-banner';
import { ar } from '../../i18n/ar';
import { apiErrorOf } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { buttonClass, ErrorState, LoadingState } from '../../components/ui/states';

/** The dashboard: what needs attention today. */
export function DashboardScreen() {
  const dashboard = useDashboard();
  return (
    <section aria-labelledby="dashboard-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="dashboard-title" className="text-3xl font-bold text-loader">
          {ar.dashboard.title}
        </h1>
        {dashboard.data ? (
          <p className="text-slate-700">
            {ar.dashboard.generatedAt}: {formatDateTime(dashboard.data.generated_at)}{' '}
            <button
              type="button"
              className={buttonClass.secondary}
              disabled={dashboard.isFetching}
              onClick={() => void dashboard.refetch()}
            >
              {ar.dashboard.refresh}
            </button>
          </p>
        ) : null}
      </div>
      <OverdueFeedsBanner />
      {dashboard.isPending ? (
        <LoadingState />
      ) : dashboard.isError ? (
        <ErrorState message={apiErrorOf(dashboard.error).message} onRetry={() => void dashboard.refetch()} />
      ) : (
        <DashboardView dashboard={dashboard.data} />
      )}
    </section>
  );
}

export { DashboardScreen as Component };
