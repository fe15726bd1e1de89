import { useLocation } from 'react-router';
import { t } from '../../i18n/language';
import { useScreenFreshness } from '../../lib/data-freshness';
import { useOnline } from '../../lib/online-status';
import { useFormat } from '../../lib/use-format';

/**
 * «غير متصل — آخر تحديث <time>» under the header (docs/product.md#offline): while the phone is
 * offline, or while the screen shows a copy kept on the phone, with the time its oldest data came
 * from the server, so kept data is never taken for live.
 */
export function OfflineBanner() {
  const isOnline = useOnline();
  const { pathname } = useLocation();
  const { updatedAt, isSavedCopy } = useScreenFreshness(pathname);
  const format = useFormat();
  if (isOnline && !isSavedCopy) return null;
  return (
    <p
      role="status"
      data-testid="offline-banner"
      className="bg-amber-100 px-4 py-2 text-center text-sm font-bold text-amber-950"
    >
      {updatedAt === null ? t.app.offline : t.app.offlineSince(format.dateTime(updatedAt))}
    </p>
  );
}
