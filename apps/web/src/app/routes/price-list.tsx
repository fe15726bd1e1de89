import { Screen } from '../../components/ui/screen';
import { getRoute } from '../../config/routes';
import { PriceListsView } from '../../features/rates/components/price-lists-view';
import { t } from '../../i18n/language';

export default function PriceListScreen() {
  return (
    <Screen title={getRoute('client.priceList').title} lead={t.priceLists.lead}>
      <PriceListsView />
    </Screen>
  );
}
