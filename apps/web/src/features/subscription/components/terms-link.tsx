import { Link } from 'react-router';
import { hrefFor } from '../../../config/routes';
import { t } from '../../../i18n/language';

/**
 * «الشروط والأحكام» beside a list of plans, in the same tab. Guests get the guest page (no
 * sign-in); a signed-in subscriber changing plan gets the client one (the guest page would send
 * them home).
 */
export function TermsLink({ signedIn = false }: { readonly signedIn?: boolean }) {
  return (
    <p className="text-slate-800" data-testid="plans-terms">
      {t.plans.termsBefore}{' '}
      <Link
        to={hrefFor(signedIn ? 'client.info.terms' : 'client.guest.info.terms')}
        className="font-bold text-loader underline"
      >
        {t.disclaimer.terms}
      </Link>
    </p>
  );
}
