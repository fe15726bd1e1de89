import { Screen } from '../../components/ui/screen';
import { getRoute } from '../../config/routes';
import { PriceListsView } from '../../features/rates/components/price-lists-view';
import { ar } from '../../i18n/ar';

export default function PriceListScreen() {
  return (
    <Screen title={getRoute('client.priceList').title} lead={ar.priceLists.lead}>
      <PriceListsView />
    </Screen>
  );
}
