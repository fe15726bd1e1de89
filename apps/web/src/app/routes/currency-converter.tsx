import { Screen } from '../../components/ui/screen';
import { getRoute } from '../../config/routes';
import { ConverterForm } from '../../features/converter/components/converter-form';
import { RateHistory } from '../../features/rate-history/components/rate-history';
import { t } from '../../i18n/language';

/** The converter, and under its answer the history of the pair it converted. */
export default function CurrencyConverterScreen() {
  return (
    <Screen title={getRoute('client.currencyConverter').title} lead={t.converter.lead}>
      <ConverterForm
        below={(pair) => (
          <RateHistory
            key={`${pair.from}-${pair.to}-${pair.sourceId ?? ''}`}
            from={pair.from}
            to={pair.to}
            fromName={pair.fromName}
            toName={pair.toName}
            sourceId={pair.sourceId}
          />
        )}
      />
    </Screen>
  );
}
