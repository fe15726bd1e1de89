import { useParams } from 'react-router';
import { ItemDetails } from '../../features/categories/components/item-details';
import { RateHistory } from '../../features/rate-history/components/rate-history';
import { cardOfItem } from '../../features/share/components/rate-card';
import { ShareButton } from '../../features/share/components/share-button';
import { displayNameOf, shownCurrencyName } from '../../lib/currency-names';
import { NotFoundMessage } from './not-found';

/**
 * An item's prices per source with «مشاركة» (a currency's card lists it in every market); a
 * currency's chart is its rate history against the rial.
 */
export default function CategoryDetailsScreen() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) return <NotFoundMessage />;
  return (
    <ItemDetails
      key={id}
      itemId={id}
      actions={(item) => <ShareButton content={cardOfItem(item.name, item.quotes)} />}
      currencyHistory={(currency) => (
        <RateHistory
          from={currency.code}
          to={currency.quotedIn}
          fromName={shownCurrencyName(currency.code, currency.name)}
          toName={displayNameOf(currency.quotedIn)}
        />
      )}
    />
  );
}
