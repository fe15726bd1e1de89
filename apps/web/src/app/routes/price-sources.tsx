import { Screen } from '../../components/ui/screen';
import { getRoute } from '../../config/routes';
import { PriceSourcesList } from '../../features/rates/components/price-sources-list';
import { ar } from '../../i18n/ar';

export default function PriceSourcesScreen() {
  return (
    <Screen title={getRoute('client.priceSources').title} lead={ar.priceSources.lead}>
      <PriceSourcesList />
    </Screen>
  );
}
