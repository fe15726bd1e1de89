import { Screen } from '../../components/ui/screen';
import { getRoute } from '../../config/routes';
import { PriceSourcesList } from '../../features/rates/components/price-sources-list';
import { t } from '../../i18n/language';

export default function PriceSourcesScreen() {
  return (
    <Screen title={getRoute('client.priceSources').title} lead={t.priceSources.lead}>
      <PriceSourcesList />
    </Screen>
  );
}
