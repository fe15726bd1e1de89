import type { TChartPeriod, TRateHistory } from '@sarraf/contracts';
import { Suspense, useId, useState } from 'react';
import { QueryView } from '../../../components/ui/query-view';
import { LoadingState, Notice } from '../../../components/ui/states';
import { Tabs } from '../../../components/ui/tabs';
import { t } from '../../../i18n/language';
import { CHART_PERIODS, LazyPriceChart } from '../../../components/chart/lazy-price-chart';
import { useFormat } from '../../../lib/use-format';
import { useRateHistory } from '../hooks/use-rate-history';
import { historyView, isEmptyHistory, type HistorySide } from './history-view';

export interface RateHistoryProps {
  readonly from: string;
  readonly to: string;
  readonly fromName: string;
  readonly toName: string;
  /** One market's lines; null: every market quoting the pair. */
  readonly sourceId?: number | null;
}

/**
 * The history of a pair (units of `to` per one `from`) by period: a line per market and side, or
 * the reference feed's daily rate, which the chart then names «سعر مرجعي».
 */
export function RateHistory({ from, to, fromName, toName, sourceId = null }: RateHistoryProps) {
  const titleId = useId();
  const [period, setPeriod] = useState<TChartPeriod>('30d');
  const history = useRateHistory({ from, to, sourceId, period });
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
      data-testid="rate-history"
    >
      <h2 id={titleId} className="text-lg font-bold text-loader">
        {t.rateHistory.titleOf(fromName, toName)}
      </h2>
      <Tabs label={t.rateHistory.periodLabel} items={CHART_PERIODS} selected={period} onSelect={setPeriod}>
        <QueryView
          query={history}
          isEmpty={isEmptyHistory}
          empty={t.rateHistory.empty}
          loadingLabel={t.rateHistory.loading}
        >
          {(data) => <HistoryChart history={data} fromName={fromName} toName={toName} />}
        </QueryView>
      </Tabs>
    </section>
  );
}

function HistoryChart({
  history,
  fromName,
  toName,
}: {
  readonly history: TRateHistory;
  readonly fromName: string;
  readonly toName: string;
}) {
  const format = useFormat();
  const radioName = useId();
  const [chosen, setChosen] = useState<HistorySide | null>(null);
  const view = historyView(history, chosen);
  const summary =
    view.low !== null && view.high !== null
      ? t.rateHistory.summary(format.rate(view.low), format.rate(view.high), format.number(view.lineCount))
      : t.rateHistory.empty;
  return (
    <div className="flex flex-col gap-3">
      {view.isReference ? (
        <p className="flex flex-wrap items-center gap-2" data-testid="history-reference-label">
          <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-950">
            {t.rateHistory.reference}
          </span>
          <span className="text-sm text-slate-800">{t.rateHistory.referenceNote}</span>
        </p>
      ) : null}
      {view.sides.length > 1 ? (
        <fieldset className="flex flex-wrap gap-3">
          <legend className="mb-1 text-sm font-bold">{t.rateHistory.sideLabel}</legend>
          {view.sides.map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={radioName}
                value={option}
                checked={option === view.side}
                onChange={() => setChosen(option)}
                className="size-5 accent-loader"
              />
              {t.rateHistory.sides[option]}
            </label>
          ))}
        </fieldset>
      ) : null}
      <Suspense fallback={<LoadingState label={t.rateHistory.loading} />}>
        <LazyPriceChart
          series={history.series}
          side={view.side}
          digits={format.digits}
          summary={summary}
          unsourcedLabel={t.rateHistory.reference}
        />
      </Suspense>
      <Notice tone="info">
        {t.rateHistory.unit(fromName, toName)} {t.rateHistory.timeNote}
      </Notice>
    </div>
  );
}
