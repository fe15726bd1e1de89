import { Screen } from '../../components/ui/screen';
import { getRoute } from '../../config/routes';
import { ExchangeCompaniesView } from '../../features/companies/components/exchange-companies-view';
import { t } from '../../i18n/language';

export default function ExchangeCompaniesScreen() {
  return (
    <Screen title={getRoute('client.exchange.companies').title} lead={t.companies.lead}>
      <ExchangeCompaniesView />
    </Screen>
  );
}
