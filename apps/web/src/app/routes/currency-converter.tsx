import { Screen } from '../../components/ui/screen';
import { getRoute } from '../../config/routes';
import { ConverterForm } from '../../features/converter/components/converter-form';
import { RateHistory } from '../../features/rate-history/components/rate-history';
import { cardOfConverter } from '../../features/share/components/rate-card';
import { ShareButton } from '../../features/share/components/share-button';
import { t } from '../../i18n/language';

/**
 * The converter with «مشاركة» for its pair, and under its answer the history of the pair it
 * converted, starting on the market and side the answer used.
 */
export default function CurrencyConverterScreen() {
  return (
    <Screen title={getRoute('client.currencyConverter').title} lead={t.converter.lead}>
      <ConverterForm
        actions={(view) => (
          <ShareButton content={cardOfConverter(view.source, view.currencies, view.answer)} />
        )}
        below={(pair) => (
          <RateHistory
            key={`${pair.from}-${pair.to}-${pair.sourceId ?? ''}`}
            from={pair.from}
            to={pair.to}
            fromName={pair.fromName}
            toName={pair.toName}
            sourceId={pair.sourceId}
            result={pair.result}
          />
        )}
      />
    </Screen>
  );
}
