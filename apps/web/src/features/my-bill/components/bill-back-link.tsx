import { Link } from 'react-router';
import { hrefFor } from '../../../config/routes';
import { t } from '../../../i18n/language';
import { useToken } from '../../../lib/session';

/**
 * The way back out of my bill (docs/product.md#navigation), which is outside the client shell and
 * its tab row: to the account («حسابي») for a signed-in subscriber, to the landing page after a
 * guest's bill check, which opens no account.
 */
export function BillBackLink() {
  const isSignedIn = useToken() !== null;
  return (
    <Link
      to={isSignedIn ? hrefFor('client.profile') : hrefFor('landing')}
      className="flex min-h-11 items-center gap-2 self-start font-bold text-loader underline underline-offset-4"
    >
      <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5 rtl:-scale-x-100">
        <path
          d="M12.5 4.5 7 10l5.5 5.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {isSignedIn ? t.myBill.backToAccount : t.myBill.backHome}
    </Link>
  );
}
