import { Link } from 'react-router';
import { hrefFor } from '../../../config/routes';
import { ar } from '../../../i18n/ar';

/**
 * «الشروط والأحكام» beside a list of plans, in the same tab. Guests get the guest page (no
 * sign-in); a signed-in subscriber changing plan gets the client one (the guest page would send
 * them home).
 */
export function TermsLink({ signedIn = false }: { readonly signedIn?: boolean }) {
  return (
    <p className="text-slate-800" data-testid="plans-terms">
      {ar.plans.termsBefore}{' '}
      <Link
        to={hrefFor(signedIn ? 'client.info.terms' : 'client.guest.info.terms')}
        className="font-bold text-loader underline"
      >
        {ar.disclaimer.terms}
      </Link>
    </p>
  );
}
