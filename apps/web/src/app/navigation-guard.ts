import { hrefFor, type RouteAccess } from '../config/routes';

/**
 * The navigation guard (docs/product.md#the-guard) as pure decisions: what to do for a route's access group,
 * the URL query, the token in local storage and the access_token cookie. The loaders (guard-loaders.ts)
 * carry them out; these functions touch nothing, so every rule is a unit test.
 */
export interface GuardState {
  readonly access: RouteAccess;
  /** Local storage `client-token`. */
  readonly token: string | null;
  /** The `access_token` cookie. */
  readonly cookieToken: string | null;
  /**
   * Local storage `client-bill-token`: a guest bill check's token. It opens the bill routes and
   * nothing else (docs/adr/0007-a-bill-token-is-not-a-client-session.md).
   */
  readonly billToken?: string | null;
}

export interface GuardInput extends GuardState {
  readonly query: { readonly msisdn: string | null; readonly otp: string | null };
}

export type GuardOutcome =
  | { readonly kind: 'allow'; readonly copyCookieToken: string | null }
  | { readonly kind: 'redirect'; readonly to: string; readonly copyCookieToken: string | null };

export type GuardStep =
  GuardOutcome | { readonly kind: 'confirm-otp'; readonly msisdn: string; readonly otp: string };

const SITE_ROOT = '/';

const allow = (copyCookieToken: string | null = null): GuardOutcome => ({ kind: 'allow', copyCookieToken });
const redirectTo = (to: string, copyCookieToken: string | null = null): GuardOutcome => ({
  kind: 'redirect',
  to,
  copyCookieToken,
});

/** The first decision of a navigation. */
export function decideNavigation(input: GuardInput): GuardStep {
  const msisdn = input.query.msisdn?.trim();
  const otp = input.query.otp?.trim();
  // When the URL query holds both msisdn and otp, the otp is confirmed first.
  if (msisdn && otp) return { kind: 'confirm-otp', msisdn, otp };
  return decideWithoutCode(input);
}

/** The guard when the query does not hold both msisdn and otp. */
export function decideWithoutCode({ access, token, cookieToken, billToken }: GuardState): GuardOutcome {
  switch (access) {
    case 'auth': {
      // Authenticated routes first copy the cookie token to local storage; no token → site root.
      const held = cookieToken || token;
      if (!held) return redirectTo(SITE_ROOT);
      return allow(cookieToken && cookieToken !== token ? cookieToken : null);
    }
    case 'bill-auth':
      // Bill routes with no token (client or bill) redirect to /mybill.
      return token || billToken ? allow() : redirectTo(hrefFor('client.mybill.login'));
    case 'guest':
      // Guest routes with a token redirect to client.home.
      return token ? redirectTo(hrefFor('client.home')) : allow();
    case 'bill-guest':
      // Bill-guest routes with a token (client or bill) redirect to client.mybill.information.
      return token || billToken ? redirectTo(hrefFor('client.mybill.information')) : allow();
    case 'public':
      return allow();
  }
}

/**
 * The guard after the code of the query was confirmed (`confirmed`) or refused. `token` and
 * `cookieToken` are read after the confirmation, which may have signed in (Code 0).
 */
export function decideAfterCode(state: GuardState & { readonly confirmed: boolean }): GuardOutcome {
  const { access, token, cookieToken, confirmed } = state;
  // 4. On failure, the user goes to the site root.
  if (!confirmed) return redirectTo(SITE_ROOT);
  switch (access) {
    case 'auth': {
      // 2. On an authenticated route the cookie token is copied; still no token → site root.
      const held = cookieToken || token;
      if (!held) return redirectTo(SITE_ROOT);
      return allow(cookieToken && cookieToken !== token ? cookieToken : null);
    }
    case 'guest':
      // 3. On a guest route with a token → client.home. Without one (Code 50), the guest route
      // (the plan list) is where the new number continues.
      return token ? redirectTo(hrefFor('client.home')) : allow();
    case 'public':
      // The landing page of a signed-in link: the link was for signing in, so go to the rates.
      return token ? redirectTo(hrefFor('client.home')) : allow();
    case 'bill-auth':
    case 'bill-guest':
      // No rule of its own here: the bill rules without a code apply.
      return decideWithoutCode(state);
  }
}
