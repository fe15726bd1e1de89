import type { TChartPeriod, TRateHistory } from '@sarraf/contracts';
import { Suspense, useCallback, useId, useMemo, useState } from 'react';
import type { ChartLine } from '../../../components/chart/chart-data';
import { SelectField } from '../../../components/ui/form';
import { QueryView } from '../../../components/ui/query-view';
import { LoadingState, Notice } from '../../../components/ui/states';
import { Tabs } from '../../../components/ui/tabs';
import { t } from '../../../i18n/language';
import { CHART_PERIODS, LazyPriceChart } from '../../../components/chart/lazy-price-chart';
import { useFormat } from '../../../lib/use-format';
import { useRateHistory } from '../hooks/use-rate-history';
import { historyView, isEmptyHistory, type HistoryChoice, type HistorySide } from './history-view';

export interface RateHistoryProps {
  readonly from: string;
  readonly to: string;
  readonly fromName: string;
  readonly toName: string;
  /**
   * The one market to ask the server about (for a reference pair, the market that ties the rial
   * in); null: every market quoting the pair, drawn one at a time.
   */
  readonly sourceId?: number | null;
  /** The market and side drawn first, named as the result's (the converter's answer). */
  readonly result?: { readonly sourceId: number; readonly side: HistorySide | null } | null;
}

/**
 * The history of a pair (units of `to` per one `from`) by period, one market at a time with a
 * choice of market and side (history-view.ts says why), or the reference feed's daily rate, which
 * the chart names «سعر مرجعي» and draws dashed.
 */
export function RateHistory({
  from,
  to,
  fromName,
  toName,
  sourceId = null,
  result = null,
}: RateHistoryProps) {
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
          {(data) => <HistoryChart history={data} fromName={fromName} toName={toName} result={result} />}
        </QueryView>
      </Tabs>
    </section>
  );
}

function HistoryChart({
  history,
  fromName,
  toName,
  result,
}: {
  readonly history: TRateHistory;
  readonly fromName: string;
  readonly toName: string;
  readonly result: RateHistoryProps['result'];
}) {
  const format = useFormat();
  const radioName = useId();
  const [chosen, setChosen] = useState<HistoryChoice>({});
  const resultMarket = result?.sourceId ?? null;
  const resultSide = result?.side ?? null;
  const view = useMemo(
    () => historyView(history, chosen, { marketId: resultMarket, side: resultSide }),
    [history, chosen, resultMarket, resultSide],
  );
  const isResultSide = (side: HistorySide) =>
    side === resultSide && (view.isReference || view.marketId === resultMarket);
  const sideName = (side: HistorySide) =>
    isResultSide(side) ? t.rateHistory.resultSide(t.rateHistory.sides[side]) : t.rateHistory.sides[side];
  // The legend names the market and the side drawn; a reference rate is named as such, never as
  // the market that only ties the rial in.
  const lineLabel = useCallback(
    (line: ChartLine) =>
      view.isReference || !line.source
        ? t.rateHistory.reference
        : t.rateHistory.lineOf(line.source.name, t.rateHistory.sides[line.side as HistorySide]),
    [view.isReference],
  );
  const drawnName = view.lines[0] ? lineLabel(view.lines[0]) : t.rateHistory.reference;
  const summary =
    view.low !== null && view.high !== null
      ? t.rateHistory.summary(drawnName, format.rate(view.low), format.rate(view.high))
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
      {view.markets.length > 1 ? (
        <SelectField
          label={t.rateHistory.marketLabel}
          name="history_market"
          value={String(view.marketId ?? '')}
          onChange={(value) => setChosen((previous) => ({ ...previous, marketId: Number(value) }))}
          options={view.markets.map((market) => ({
            value: String(market.id),
            label: result?.sourceId === market.id ? t.rateHistory.resultMarket(market.name) : market.name,
          }))}
        />
      ) : null}
      {view.sides.length > 1 ? (
        <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
          <legend className="mb-1 text-sm font-bold">{t.rateHistory.sideLabel}</legend>
          {view.sides.map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={radioName}
                value={option}
                checked={option === view.side}
                onChange={() => setChosen((previous) => ({ ...previous, side: option }))}
                className="size-5 accent-loader"
              />
              {sideName(option)}
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="text-sm font-bold text-slate-800" data-testid="history-side">
          {t.rateHistory.sideLabel}: {sideName(view.side)}
        </p>
      )}
      <Suspense fallback={<LoadingState label={t.rateHistory.loading} />}>
        <LazyPriceChart
          series={view.lines}
          side={view.side}
          digits={format.digits}
          summary={summary}
          unsourcedLabel={t.rateHistory.reference}
          lineLabel={lineLabel}
          isDashed={view.isReference}
        />
      </Suspense>
      <Notice tone="info">
        {t.rateHistory.unit(fromName, toName)} {t.rateHistory.timeNote}
      </Notice>
    </div>
  );
}
