import { useMemo } from 'react';
import { Screen } from '../../components/ui/screen';
import { getRoute } from '../../config/routes';
import { CategoriesNav } from '../../features/categories/components/category-items';
import { MarketsComparison } from '../../features/rates/components/markets-comparison';
import { RatesBoard } from '../../features/rates/components/rates-board';
import { useFavourites } from '../../features/alerts/hooks/use-alerts';
import { cardOfMarket } from '../../features/share/components/rate-card';
import { ShareButton } from '../../features/share/components/share-button';
import { t } from '../../i18n/language';

/**
 * client.home: the dollar's markets side by side, the latest rates per market (favourites first)
 * with «مشاركة» for the market shown, and the categories (gold, fuel…) below.
 */
export default function HomeScreen() {
  // Pinned currencies and markets first. The board waits for them (asked for together with the
  // rates, app/screen-data.ts) so that its rows are drawn once, in their final order, rather than
  // drawn and then moved; without them (an error, or paused offline) the usual order.
  const favourites = useFavourites();
  const pinned = useMemo(
    () =>
      favourites.data
        ? { currencies: favourites.data.currencies, sourceIds: favourites.data.source_ids }
        : undefined,
    [favourites.data],
  );
  return (
    <Screen title={getRoute('client.home').title} lead={t.home.lead}>
      <MarketsComparison />
      <RatesBoard
        favourites={pinned}
        isWaitingForFavourites={favourites.isPending && favourites.fetchStatus === 'fetching'}
        actions={(market) => <ShareButton content={cardOfMarket(market.source, market.rows)} />}
      />
      <section aria-labelledby="categories-title" className="flex flex-col gap-3">
        <h2 id="categories-title" className="text-xl font-bold text-loader">
          {t.home.categories}
        </h2>
        <CategoriesNav />
      </section>
    </Screen>
  );
}
