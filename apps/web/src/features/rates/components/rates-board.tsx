import type { TCurrencyWithRates, TPriceSource, TRate } from '@sarraf/contracts';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { ChangeArrow } from '../../../components/ui/change-arrow';
import { CurrencyBadge } from '../../../components/ui/currency-badge';
import { SelectField } from '../../../components/ui/form';
import { QueryView } from '../../../components/ui/query-view';
import { EmptyState, Notice } from '../../../components/ui/states';
import { Bdi } from '../../../components/ui/bdi';
import { t } from '../../../i18n/language';
import { shownCurrencyName } from '../../../lib/currency-names';
import { isolate } from '../../../lib/text-direction';
import { useFormat } from '../../../lib/use-format';
import { useCurrencyList, usePriceSources } from '../hooks/use-rates';

interface SourceOption {
  readonly id: number;
  readonly name: string;
  readonly city: string;
}

/** The subscriber's pinned currencies and markets, in pinned order; shown first. */
export interface Favourites {
  readonly currencies: readonly string[];
  readonly sourceIds: readonly number[];
}

const NO_FAVOURITES: Favourites = { currencies: [], sourceIds: [] };

/** The market the board shows, with its rows in their order: what «مشاركة» shares from home. */
export interface ShownMarket {
  readonly source: SourceOption;
  readonly rows: readonly { readonly currency: TCurrencyWithRates; readonly rate: TRate }[];
}

/** Renders beside the market's time, for the market shown (the route puts the share control there). */
export type MarketActions = (market: ShownMarket) => ReactNode;

/** Pinned ones first in pinned order, then the rest as they were. */
const pinnedRank = (pinned: readonly (string | number)[], key: string | number) => {
  const index = pinned.indexOf(key);
  return index === -1 ? Number.MAX_SAFE_INTEGER : index;
};

/** The sources that have rates: favourite markets first, then the primary market. */
function sourcesOf(
  currencies: readonly TCurrencyWithRates[],
  sources: readonly TPriceSource[] | undefined,
  favourites: Favourites,
) {
  const seen = new Map<number, SourceOption>();
  for (const currency of currencies) for (const rate of currency.rates) seen.set(rate.source.id, rate.source);
  const primaryId = sources?.find((source) => source.is_primary)?.id;
  return [...seen.values()].sort(
    (a, b) =>
      pinnedRank(favourites.sourceIds, a.id) - pinnedRank(favourites.sourceIds, b.id) ||
      Number(b.id === primaryId) - Number(a.id === primaryId) ||
      a.id - b.id,
  );
}

/**
 * Home: the latest rates of one market at a time, buy and sell with their change since
 * the previous day, the time they were recorded, and a warning when they are stale.
 */
export function RatesBoard({
  favourites = NO_FAVOURITES,
  isWaitingForFavourites = false,
  actions,
}: {
  readonly favourites?: Favourites | undefined;
  /** The favourites are on their way: keep the skeleton, so the rows are not drawn twice. */
  readonly isWaitingForFavourites?: boolean;
  readonly actions?: MarketActions;
} = {}) {
  const currencies = useCurrencyList();
  const sources = usePriceSources();
  if (isWaitingForFavourites && currencies.isSuccess) return <RatesBoardSkeleton />;
  return (
    <QueryView
      query={currencies}
      isEmpty={(data) => data.currencies.every((currency) => currency.rates.length === 0)}
      empty={t.rates.empty}
      loading={<RatesBoardSkeleton />}
    >
      {(data) => (
        <div className="flex flex-col gap-4">
          <MarketRates
            currencies={data.currencies}
            sources={sourcesOf(data.currencies, sources.data, favourites)}
            favourites={favourites}
            actions={actions}
          />
        </div>
      )}
    </QueryView>
  );
}

/**
 * The board's shape while it loads: the market choice, the time line and a table of rows as tall as
 * real ones, at least a screen of it, so what follows (the categories) is not pushed when it arrives.
 */
function RatesBoardSkeleton() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-4" data-testid="loading-state">
      <span className="sr-only">{t.states.loading}</span>
      <div aria-hidden="true" className="flex flex-col gap-1">
        <div className="h-5 w-24 animate-pulse rounded bg-slate-200" />
        <div className="h-11 animate-pulse rounded-lg bg-slate-200" />
      </div>
      <div aria-hidden="true" className="h-5 w-56 animate-pulse rounded bg-slate-200" />
      <div aria-hidden="true" className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
        <div className="h-9 bg-slate-100" />
        {Array.from({ length: 12 }, (_, row) => (
          <div key={row} className="flex h-[4.5rem] items-center gap-3 border-t border-slate-200 px-3">
            <div className="h-6 w-1/3 animate-pulse rounded bg-slate-200" />
            <div className="h-6 flex-1 animate-pulse rounded bg-slate-100" />
          </div>
        ))}
      </div>
    </div>
  );
}

function MarketRates({
  currencies,
  sources,
  favourites,
  actions,
}: {
  readonly currencies: readonly TCurrencyWithRates[];
  readonly sources: readonly SourceOption[];
  readonly favourites: Favourites;
  readonly actions: MarketActions | undefined;
}) {
  const format = useFormat();
  const captionId = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const sourceId = chosen ?? sources[0]?.id ?? null;
  const rows = useMemo(
    () =>
      currencies
        .flatMap((currency) => {
          const rate = currency.rates.find((candidate) => candidate.source.id === sourceId);
          return rate ? [{ currency, rate }] : [];
        })
        // Favourite currencies first, in pinned order (a stable sort keeps the rest).
        .sort(
          (a, b) =>
            pinnedRank(favourites.currencies, a.currency.code) -
            pinnedRank(favourites.currencies, b.currency.code),
        ),
    [currencies, sourceId, favourites],
  );
  const source = sources.find((candidate) => candidate.id === sourceId);
  const latest = rows.reduce<string | null>(
    (newest, { rate }) => (!newest || rate.recorded_at > newest ? rate.recorded_at : newest),
    null,
  );
  const isStale = rows.some(({ rate }) => rate.is_stale);

  return (
    <div className="flex flex-col gap-4">
      <SelectField
        label={t.rates.market}
        name="source"
        value={String(sourceId ?? '')}
        onChange={(value) => setChosen(Number(value))}
        options={sources.map((option) => ({
          value: String(option.id),
          label: `${isolate(option.name)} — ${isolate(option.city)}`,
        }))}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        {latest ? (
          <p className="text-sm text-slate-700">
            {t.rates.lastUpdated} <time dateTime={latest}>{format.dateTime(latest)}</time>
          </p>
        ) : null}
        {source && rows.length > 0 ? actions?.({ source, rows }) : null}
      </div>
      {isStale ? (
        <Notice tone="warning">
          <span className="font-bold">{t.rates.staleTitle}</span> {t.rates.staleText}
        </Notice>
      ) : null}
      {rows.length === 0 ? (
        <EmptyState>{t.rates.emptyMarket}</EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
          <table className="w-full border-collapse text-start" aria-describedby={captionId}>
            <caption id={captionId} className="sr-only">
              {t.rates.tableCaption(source?.name ?? '')}
            </caption>
            <thead className="bg-slate-100 text-sm text-slate-800">
              <tr>
                <th scope="col" className="px-3 py-2 text-start">
                  {t.rates.currency}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t.rates.buy}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t.rates.sell}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ currency, rate }) => (
                <RateRow
                  key={currency.code}
                  currency={currency}
                  rate={rate}
                  isFavourite={favourites.currencies.includes(currency.code)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="text-sm text-slate-700">{t.rates.quoteNote}</p>
    </div>
  );
}

function RateRow({
  currency,
  rate,
  isFavourite,
}: {
  readonly currency: TCurrencyWithRates;
  readonly rate: TRate;
  readonly isFavourite: boolean;
}) {
  const format = useFormat();
  return (
    <tr className="border-t border-slate-200" data-testid="rate-row">
      <th scope="row" className="px-3 py-3 text-start font-normal">
        {/* The badge wraps above the name rather than push the sell column out of a 360 px screen,
            which a badge beside the name did in both languages (English names are longer still:
            "United Arab Emirates Dirham"). */}
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <CurrencyBadge code={currency.code} />
          <Bdi className="font-bold" text={shownCurrencyName(currency.code, currency.name)} />
          {isFavourite ? (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-950">
              {t.rates.favourite}
            </span>
          ) : null}
        </span>
      </th>
      <td className="px-3 py-3 align-top">
        <span className="block text-lg font-bold tabular-nums">{format.rate(rate.buy)}</span>
        <ChangeArrow value={rate.buy_change} />
      </td>
      <td className="px-3 py-3 align-top">
        <span className="block text-lg font-bold tabular-nums">{format.rate(rate.sell)}</span>
        <ChangeArrow value={rate.sell_change} />
      </td>
    </tr>
  );
}
