import { Notice } from '../../../components/ui/states';
import { t } from '../../../i18n/language';
import { useFormat } from '../../../lib/use-format';

/** The rates shown are the last ones loaded, not live: say so, with the time they were saved. */
export function OfflineNotice({ savedAt }: { readonly savedAt: string }) {
  const format = useFormat();
  return (
    <Notice tone="warning">
      <p className="font-bold">{t.rates.offlineTitle}</p>
      <p>{t.rates.offlineText(format.dateTime(savedAt))}</p>
    </Notice>
  );
}
