import { redirect, type LoaderFunction, type ShouldRevalidateFunction } from 'react-router';
import type { RouteAccess } from '../config/routes';
import { setLoading } from '../lib/loading-store';
import { getBillToken, getToken, readAccessCookie, setToken } from '../lib/session';
import { decideAfterCode, decideNavigation, type GuardOutcome } from './navigation-guard';

/** Carries out a guard outcome: the guard's cookie copy, then a redirect or nothing. */
function apply(outcome: GuardOutcome): null {
  if (outcome.copyCookieToken) setToken(outcome.copyCookieToken);
  if (outcome.kind === 'redirect') throw redirect(outcome.to);
  return null;
}

/**
 * The loader of a guarded group of routes: the navigation guard (docs/product.md#the-guard) before any of its
 * screens renders. With msisdn and otp in the query, the code is confirmed first (check_type otp), under
 * the loading overlay; the session API is loaded only then, keeping axios out of the first chunk.
 */
export function guardLoader(access: RouteAccess): LoaderFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    const step = decideNavigation({
      access,
      query: { msisdn: url.searchParams.get('msisdn'), otp: url.searchParams.get('otp') },
      token: getToken(),
      cookieToken: readAccessCookie(),
      billToken: getBillToken(),
    });
    if (step.kind !== 'confirm-otp') return apply(step);

    setLoading(true);
    let confirmed = false;
    try {
      const { confirmOtp } = await import('../features/session/api/session-api');
      await confirmOtp({ msisdn: step.msisdn, otp: step.otp, check_type: 'otp' });
      confirmed = true;
    } catch {
      confirmed = false;
    }
    apply(
      decideAfterCode({
        access,
        confirmed,
        token: getToken(),
        cookieToken: readAccessCookie(),
        billToken: getBillToken(),
      }),
    );
    // Allowed: the same screen without the used code in the address bar and the history, so a
    // reload or a shared URL never replays it.
    url.searchParams.delete('msisdn');
    url.searchParams.delete('otp');
    throw redirect(`${url.pathname}${url.search}`);
  };
}

/** The guard runs on every navigation, as a router's beforeEach hook would. */
export const revalidateGuardOnEveryNavigation: ShouldRevalidateFunction = () => true;
