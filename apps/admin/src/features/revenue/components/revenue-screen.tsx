import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ar } from '../../../i18n/ar';
import { apiErrorOf } from '../../../lib/api-client';
import { formatDateTime, serviceToday, serviceZoneLabel } from '../../../lib/format';
import { buttonClass, EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { useRevenue } from '../api/revenue';
import { periodFromSearch, rangeOfPeriod, searchOfPeriod, type Period } from '../period';
import { everyDay, hasActivity, mainCurrency, revenueTotals } from '../series';
import { DailyCharts } from './daily-charts';
import { FailureReasonsChart } from './failure-reasons-chart';
import { HeadlineFigures } from './headline-figures';
import { OperatorsTable } from './operators-table';
import { PeriodPicker } from './period-picker';
import { PlansChart } from './plans-chart';
import { SettlementMonths } from './settlement-months';

const t = ar.revenue;

/** «الإيرادات»: the money and the subscriber base over a period, from the summary tables (admins). */
export function RevenueScreen() {
  const [search, setSearch] = useSearchParams();
  const period = periodFromSearch(search);
  const range = rangeOfPeriod(period, serviceToday());
  const revenue = useRevenue(range);
  const view = useMemo(() => {
    if (!revenue.data) return null;
    const days = everyDay(revenue.data);
    return { days, totals: revenueTotals(revenue.data.days), currency: mainCurrency(revenue.data.days) };
  }, [revenue.data]);

  const choose = (next: Period) => setSearch(searchOfPeriod(next));

  return (
    <section aria-labelledby="revenue-title" className="flex flex-col gap-4" aria-busy={revenue.isFetching}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="revenue-title" className="text-3xl font-bold text-loader">
          {t.title}
        </h1>
        {revenue.data ? (
          <p className="text-slate-700">
            {revenue.data.computed_at
              ? `${t.computedAt}: ${formatDateTime(revenue.data.computed_at)}`
              : t.computedNever}{' '}
            <span className="text-sm">({t.computedHint})</span>{' '}
            <button
              type="button"
              className={buttonClass.secondary}
              disabled={revenue.isFetching}
              onClick={() => void revenue.refetch()}
            >
              {t.refresh}
            </button>
          </p>
        ) : null}
      </div>
      <p className="max-w-3xl text-slate-700">{t.intro(serviceZoneLabel())}</p>
      {/* A new period starts its fields afresh (key), so they always show the days on screen. */}
      <PeriodPicker key={`${range.from}/${range.to}`} period={period} range={range} onChange={choose} />
      <p className="font-bold text-slate-800">{t.range(range.from, range.to)}</p>

      {revenue.isPending ? (
        <LoadingState />
      ) : revenue.isError ? (
        <ErrorState message={apiErrorOf(revenue.error).message} onRetry={() => void revenue.refetch()} />
      ) : view && hasActivity(view.days) ? (
        <>
          <HeadlineFigures totals={view.totals} currency={view.currency} />
          <DailyCharts days={view.days} totals={view.totals} currency={view.currency} />
          <section aria-labelledby="revenue-plans-title" className="flex flex-col gap-3">
            <h2 id="revenue-plans-title" className="text-xl font-bold text-loader">
              {t.plansTitle}
            </h2>
            <div className="grid gap-4 lg:grid-cols-2">
              <PlansChart plans={revenue.data.plans} />
              <FailureReasonsChart reasons={revenue.data.failure_reasons} />
            </div>
          </section>
          <OperatorsTable rows={revenue.data.by_operator} />
          <SettlementMonths months={revenue.data.settlement_months} />
        </>
      ) : (
        <>
          <EmptyState title={t.emptyTitle}>{t.emptyText}</EmptyState>
          <SettlementMonths months={revenue.data.settlement_months} />
        </>
      )}
    </section>
  );
}
