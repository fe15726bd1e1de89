import { Screen } from '../../components/ui/screen';
import { getRoute } from '../../config/routes';
import { ExchangeCompaniesView } from '../../features/companies/components/exchange-companies-view';
import { ar } from '../../i18n/ar';

export default function ExchangeCompaniesScreen() {
  return (
    <Screen title={getRoute('client.exchange.companies').title} lead={ar.companies.lead}>
      <ExchangeCompaniesView />
    </Screen>
  );
}
