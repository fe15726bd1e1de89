import { Screen } from '../../components/ui/screen';
import { getRoute } from '../../config/routes';
import { CategoriesNav } from '../../features/categories/components/category-items';
import { RatesBoard } from '../../features/rates/components/rates-board';
import { ar } from '../../i18n/ar';

/** client.home: the latest rates per market, and the categories (gold, fuel…) below. */
export default function HomeScreen() {
  return (
    <Screen title={getRoute('client.home').title} lead={ar.home.lead}>
      <RatesBoard />
      <section aria-labelledby="categories-title" className="flex flex-col gap-3">
        <h2 id="categories-title" className="text-xl font-bold text-loader">
          {ar.home.categories}
        </h2>
        <CategoriesNav />
      </section>
    </Screen>
  );
}
