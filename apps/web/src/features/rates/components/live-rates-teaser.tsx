import { QueryView } from '../../../components/ui/query-view';
import { t } from '../../../i18n/language';
import { withQueryScope } from '../../../lib/query/query-client';
import { readLandingTeaser } from '../api/landing-teaser';
import { useCurrencyList, usePriceSources } from '../hooks/use-rates';
import { pick, RatesTeaserSkeleton, TeaserRates } from './teaser-rates';

/**
 * The teaser once TanStack Query has loaded: the rates the server wrote into the page until the
 * currency list arrives, then the list's (live, or offline its saved copy, which says how old it
 * is, rather than show the page's copy as if it were live). It brings its own query client: the
 * landing renders outside the screens' providers.
 */
export default withQueryScope(LiveRates);

function LiveRates() {
  const currencies = useCurrencyList();
  const sources = usePriceSources();
  const inline = navigator.onLine ? readLandingTeaser() : null;
  const primaryId = sources.data?.find((source) => source.is_primary)?.id ?? inline?.source_id ?? undefined;

  if (currencies.data === undefined && !currencies.isError && inline && inline.currencies.length > 0) {
    return <TeaserRates rows={pick(inline.currencies, primaryId)} offlineSavedAt={null} />;
  }
  return (
    <QueryView
      query={currencies}
      isEmpty={(data) => pick(data.currencies, primaryId).length === 0}
      empty={t.rates.empty}
      loading={<RatesTeaserSkeleton />}
    >
      {(data) => <TeaserRates rows={pick(data.currencies, primaryId)} offlineSavedAt={data.offlineSavedAt} />}
    </QueryView>
  );
}
