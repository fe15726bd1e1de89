import type { TCurrencyWithRates } from '@sarraf/contracts';
import { LANDING_TEASER_CODES } from '@sarraf/contracts/landing-teaser';
import { CurrencyBadge } from '../../../components/ui/currency-badge';
import { QueryView } from '../../../components/ui/query-view';
import { t } from '../../../i18n/language';
import { Bdi } from '../../../components/ui/bdi';
import { shownCurrencyName } from '../../../lib/currency-names';
import { useFormat } from '../../../lib/use-format';
import { useWatchAfterFirstRender } from '../../../lib/use-watch-after-first-render';
import { readLandingTeaser } from '../api/landing-teaser';
import type { LandingRates } from '../hooks/use-rates';

/**
 * The landing page's teaser: today's main rates at the primary market, with their time. Its first
 * render shows the rates the server wrote into the page (api/landing-teaser.ts), with no call and
 * no TanStack Query; the currency list then replaces them when it arrives, in the same elements.
 * Offline the page's copy is not shown: the skeleton waits for the list's saved copy, whose time
 * the offline banner shows, rather than show the page's copy as if it were live.
 */
export function RatesTeaser() {
  const live = useLandingRates();
  const inline = navigator.onLine ? readLandingTeaser() : null;
  const currencies = live?.currencies;
  const primaryId =
    live?.sources.data?.find((source) => source.is_primary)?.id ?? inline?.source_id ?? undefined;

  if (currencies?.data === undefined && !currencies?.isError && inline && inline.currencies.length > 0) {
    return <TeaserRates rows={pick(inline.currencies, primaryId)} />;
  }
  if (!currencies) return <RatesTeaserSkeleton />;
  return (
    <QueryView
      query={currencies}
      isEmpty={(data) => pick(data.currencies, primaryId).length === 0}
      empty={t.rates.empty}
      loading={<RatesTeaserSkeleton />}
    >
      {(data) => <TeaserRates rows={pick(data.currencies, primaryId)} />}
    </QueryView>
  );
}

/**
 * The currency list and the price sources, followed through a module that brings TanStack Query,
 * loaded after the first render (docs/design.md#a-light-first-visit). Undefined until it has
 * loaded, and when it cannot (offline with nothing cached): the page's rates, or the skeleton, stay.
 */
function useLandingRates(): LandingRates | undefined {
  return useWatchAfterFirstRender(() =>
    import('../hooks/use-rates').then((module) => module.watchLandingRates),
  );
}

type TeaserRow = ReturnType<typeof pick>[number];

function TeaserRates({ rows }: { rows: TeaserRow[] }) {
  const format = useFormat();
  const source = rows[0]?.rate.source;
  return (
    <div className="flex flex-col gap-3">
      {source ? (
        <p className="text-sm text-slate-700">{t.landing.teaserSource(source.name, source.city)}</p>
      ) : null}
      <ul className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
        {rows.map(({ currency, rate }) => (
          <li key={currency.code} className="rounded-xl border border-slate-200 bg-white p-3">
            <p className="flex items-center gap-2 font-bold">
              <CurrencyBadge code={currency.code} />
              <Bdi text={shownCurrencyName(currency.code, currency.name)} />
            </p>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 text-sm">
              <div>
                <dt className="text-slate-700">{t.rates.buy}</dt>
                <dd className="text-lg font-bold tabular-nums">{format.rate(rate.buy)}</dd>
              </div>
              <div>
                <dt className="text-slate-700">{t.rates.sell}</dt>
                <dd className="text-lg font-bold tabular-nums">{format.rate(rate.sell)}</dd>
              </div>
            </dl>
            <p className="mt-1 text-xs text-slate-600">
              <time dateTime={rate.recorded_at}>{format.dateTime(rate.recorded_at)}</time>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The teaser's shape while it loads: the same grid and card height, so nothing below it moves. */
function RatesTeaserSkeleton() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3" data-testid="loading-state">
      <span className="sr-only">{t.states.loading}</span>
      <div aria-hidden="true" className="h-5 w-48 animate-pulse rounded bg-slate-200" />
      <div aria-hidden="true" className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
        {LANDING_TEASER_CODES.map((code) => (
          <div
            key={code}
            className="h-[7.75rem] animate-pulse rounded-xl border border-slate-200 bg-slate-100"
          />
        ))}
      </div>
    </div>
  );
}

/** The teaser's currencies, in their order, each with its rate at the primary market. */
function pick(currencies: readonly TCurrencyWithRates[], primaryId: number | undefined) {
  return LANDING_TEASER_CODES.flatMap((code) => {
    const currency = currencies.find((candidate) => candidate.code === code);
    const rate = currency?.rates.find(
      (candidate) => primaryId === undefined || candidate.source.id === primaryId,
    );
    return currency && rate ? [{ currency, rate }] : [];
  });
}
