import { Notice } from '../../../components/ui/states';
import { ar } from '../../../i18n/ar';
import { useFormat } from '../../../lib/use-format';

/** The rates shown are the last ones loaded, not live: say so, with the time they were saved. */
export function OfflineNotice({ savedAt }: { readonly savedAt: string }) {
  const format = useFormat();
  return (
    <Notice tone="warning">
      <p className="font-bold">{ar.rates.offlineTitle}</p>
      <p>{ar.rates.offlineText(format.dateTime(savedAt))}</p>
    </Notice>
  );
}
