import { Screen } from '../../components/ui/screen';
import { getRoute } from '../../config/routes';
import { ConverterForm } from '../../features/converter/components/converter-form';
import { ar } from '../../i18n/ar';

export default function CurrencyConverterScreen() {
  return (
    <Screen title={getRoute('client.currencyConverter').title} lead={ar.converter.lead}>
      <ConverterForm />
    </Screen>
  );
}
