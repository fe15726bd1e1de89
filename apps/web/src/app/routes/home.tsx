import { Screen } from '../../components/ui/screen';
import { getRoute } from '../../config/routes';
import { CategoriesNav } from '../../features/categories/components/category-items';
import { RatesBoard } from '../../features/rates/components/rates-board';
import { useFavourites } from '../../features/alerts/hooks/use-alerts';
import { t } from '../../i18n/language';

/** client.home: the latest rates per market (favourites first), and the categories (gold, fuel…) below. */
export default function HomeScreen() {
  // Pinned currencies and markets first; without them (or while they load) the usual order.
  const favourites = useFavourites();
  return (
    <Screen title={getRoute('client.home').title} lead={t.home.lead}>
      <RatesBoard
        favourites={
          favourites.data
            ? { currencies: favourites.data.currencies, sourceIds: favourites.data.source_ids }
            : undefined
        }
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
