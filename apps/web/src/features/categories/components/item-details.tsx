import type { TCategoryItemQuote, TChartPeriod, TChartSeries, TChartSide } from '@sarraf/contracts';
import { Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ChangeArrow } from '../../../components/ui/change-arrow';
import { QueryView } from '../../../components/ui/query-view';
import { EmptyState, LoadingState, Notice } from '../../../components/ui/states';
import { Tabs } from '../../../components/ui/tabs';
import { hrefFor } from '../../../config/routes';
import { t } from '../../../i18n/language';
import { CHART_PERIODS, LazyPriceChart } from '../../../components/chart/lazy-price-chart';
import { Bdi } from '../../../components/ui/bdi';
import { isolate, textProps } from '../../../lib/text-direction';
import { useFormat } from '../../../lib/use-format';
import { useCategoryChart, useCategoryDetails } from '../hooks/use-categories';
import { sidesOf } from '../../../components/chart/chart-data';

/** A currency item: its code, its Arabic name and the currency its prices are quoted in (the rial). */
export interface CurrencyOfItem {
  readonly code: string;
  readonly name: string;
  readonly quotedIn: string;
}

/**
 * Category details: an item's latest price at every source, and its chart by period. A currency
 * item's chart is its rate history against the rial, which `currencyHistory` draws when given
 * (the route composes it from the rate history feature).
 */
export function ItemDetails({
  itemId,
  currencyHistory,
  actions,
}: {
  readonly itemId: number;
  readonly currencyHistory?: (currency: CurrencyOfItem) => ReactNode;
  /** Renders above the quotes, given the item's name and quotes (the route puts «مشاركة» there). */
  readonly actions?: (item: { name: string; quotes: readonly TCategoryItemQuote[] }) => ReactNode;
}) {
  const details = useCategoryDetails(itemId);
  return (
    <>
      {details.data ? null : (
        <h1 id="screen-title" className="mb-4 text-2xl font-bold text-loader">
          {t.routes['client.category.details']}
        </h1>
      )}
      <QueryView query={details}>
        {(data) => (
          <section aria-labelledby="screen-title" className="flex flex-col gap-5">
            <div>
              <h1
                id="screen-title"
                className="text-2xl font-bold text-loader sm:text-3xl"
                {...textProps(data.item.name)}
              >
                {data.item.name}
              </h1>
              <p className="mt-1 text-slate-700">
                <Link
                  to={hrefFor('client.internal.items', { id: String(data.category.id) })}
                  className="font-bold text-loader underline underline-offset-4"
                >
                  <Bdi text={data.category.name} />
                </Link>{' '}
                · {t.categories.unit(isolate(data.item.unit))}
              </p>
              {data.item.description ? (
                <p className="mt-2 leading-relaxed text-slate-800" {...textProps(data.item.description)}>
                  {data.item.description}
                </p>
              ) : null}
            </div>
            {data.quotes.length > 0 ? actions?.({ name: data.item.name, quotes: data.quotes }) : null}
            <Quotes quotes={data.quotes} />
            {data.item.currency && data.quotes[0] && currencyHistory ? (
              currencyHistory({
                code: data.item.currency,
                name: data.item.name,
                quotedIn: data.quotes[0].quote_currency,
              })
            ) : (
              <ChartSection itemId={itemId} />
            )}
          </section>
        )}
      </QueryView>
    </>
  );
}

function Quotes({ quotes }: { readonly quotes: readonly TCategoryItemQuote[] }) {
  const format = useFormat();
  if (quotes.length === 0) return <EmptyState>{t.categories.noQuotes}</EmptyState>;
  return (
    <ul className="flex flex-col gap-3">
      {quotes.map((quote, index) => (
        <li
          key={quote.source?.id ?? `none-${index}`}
          className="rounded-2xl border border-slate-200 bg-white p-4"
        >
          <h2 className="font-bold text-loader">
            {quote.source ? (
              <>
                <Bdi text={quote.source.name} /> — <Bdi text={quote.source.city} />
              </>
            ) : (
              t.categories.nationalPrice
            )}
          </h2>
          <dl className="mt-2 grid grid-cols-2 gap-3">
            {quote.value !== null ? (
              <div>
                <dt className="text-sm text-slate-700">{t.categories.price}</dt>
                <dd className="text-lg font-bold tabular-nums">
                  {format.rate(quote.value)}{' '}
                  <span className="text-sm font-normal">{quote.quote_currency}</span>
                </dd>
                <dd>
                  <ChangeArrow value={quote.value_change} />
                </dd>
              </div>
            ) : null}
            {quote.buy !== null ? (
              <div>
                <dt className="text-sm text-slate-700">{t.rates.buy}</dt>
                <dd className="text-lg font-bold tabular-nums">{format.rate(quote.buy)}</dd>
                <dd>
                  <ChangeArrow value={quote.buy_change} />
                </dd>
              </div>
            ) : null}
            {quote.sell !== null ? (
              <div>
                <dt className="text-sm text-slate-700">{t.rates.sell}</dt>
                <dd className="text-lg font-bold tabular-nums">{format.rate(quote.sell)}</dd>
                <dd>
                  <ChangeArrow value={quote.sell_change} />
                </dd>
              </div>
            ) : null}
          </dl>
          <p className="mt-2 text-sm text-slate-700">
            {t.rates.lastUpdated}{' '}
            <time dateTime={quote.recorded_at}>{format.dateTime(quote.recorded_at)}</time>
          </p>
          {quote.is_stale ? (
            <p className="mt-1 text-sm font-bold text-amber-900">
              <span aria-hidden="true">⚠ </span>
              {t.rates.staleTitle}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function ChartSection({ itemId }: { readonly itemId: number }) {
  const [period, setPeriod] = useState<TChartPeriod>('30d');
  const chart = useCategoryChart(itemId, period);
  return (
    <section
      aria-labelledby="chart-title"
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h2 id="chart-title" className="text-lg font-bold text-loader">
        {t.categories.chartTitle}
      </h2>
      <Tabs label={t.categories.periodLabel} items={CHART_PERIODS} selected={period} onSelect={setPeriod}>
        <QueryView
          query={chart}
          isEmpty={(data) => data.series.every((line) => line.points.length === 0)}
          empty={t.categories.noChart}
        >
          {(data) => <ChartWithSides series={data.series} />}
        </QueryView>
      </Tabs>
    </section>
  );
}

function ChartWithSides({ series }: { readonly series: readonly TChartSeries[] }) {
  const format = useFormat();
  const sides = sidesOf(series, ['sell', 'buy', 'value']);
  const [chosen, setChosen] = useState<TChartSide | null>(null);
  const side = chosen && sides.includes(chosen) ? chosen : (sides[0] ?? 'value');
  const values = series
    .filter((line) => line.side === side)
    .flatMap((line) => line.points.map(([, value]) => Number(value)));
  const summary =
    values.length > 0
      ? t.categories.chartSummary(
          format.rate(Math.min(...values)),
          format.rate(Math.max(...values)),
          format.number(series.filter((line) => line.side === side).length),
        )
      : t.categories.noChart;
  return (
    <div className="flex flex-col gap-3">
      {sides.length > 1 ? (
        <fieldset className="flex flex-wrap gap-3">
          <legend className="mb-1 text-sm font-bold">{t.categories.sideLabel}</legend>
          {sides.map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="chart-side"
                value={option}
                checked={option === side}
                onChange={() => setChosen(option)}
                className="size-5 accent-loader"
              />
              {t.categories.sides[option]}
            </label>
          ))}
        </fieldset>
      ) : null}
      <Suspense fallback={<LoadingState label={t.categories.chartLoading} />}>
        <LazyPriceChart series={series} side={side} digits={format.digits} summary={summary} />
      </Suspense>
      <Notice tone="info">{t.categories.chartNote}</Notice>
    </div>
  );
}
