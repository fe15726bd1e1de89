import { describe, expect, it } from 'vitest';
import { decideAfterCode, decideNavigation, decideWithoutCode } from './navigation-guard';

// The navigation guard of docs/product.md#the-guard, rule by rule.

describe('decideNavigation', () => {
  it('confirms the code first when the query holds both msisdn and otp, whatever the route', () => {
    for (const access of ['auth', 'guest', 'bill-auth', 'bill-guest', 'public'] as const) {
      expect(
        decideNavigation({
          access,
          query: { msisdn: '771234567', otp: '123456' },
          token: 'T',
          cookieToken: null,
        }),
      ).toEqual({ kind: 'confirm-otp', msisdn: '771234567', otp: '123456' });
    }
  });

  it('does not confirm with only one of msisdn and otp, or blank ones', () => {
    for (const query of [
      { msisdn: '771234567', otp: null },
      { msisdn: null, otp: '123456' },
      { msisdn: ' ', otp: '123456' },
    ]) {
      expect(decideNavigation({ access: 'auth', query, token: null, cookieToken: null })).toEqual({
        kind: 'redirect',
        to: '/',
        copyCookieToken: null,
      });
    }
  });
});

describe('decideWithoutCode', () => {
  it('authenticated route: copies the cookie token to local storage first', () => {
    expect(decideWithoutCode({ access: 'auth', token: null, cookieToken: 'C' })).toEqual({
      kind: 'allow',
      copyCookieToken: 'C',
    });
    expect(decideWithoutCode({ access: 'auth', token: 'old', cookieToken: 'C' })).toEqual({
      kind: 'allow',
      copyCookieToken: 'C',
    });
  });

  it('authenticated route: a token already in local storage is enough', () => {
    expect(decideWithoutCode({ access: 'auth', token: 'T', cookieToken: null })).toEqual({
      kind: 'allow',
      copyCookieToken: null,
    });
    expect(decideWithoutCode({ access: 'auth', token: 'T', cookieToken: 'T' })).toEqual({
      kind: 'allow',
      copyCookieToken: null,
    });
  });

  it('authenticated route: no token anywhere → site root', () => {
    expect(decideWithoutCode({ access: 'auth', token: null, cookieToken: null })).toMatchObject({
      kind: 'redirect',
      to: '/',
    });
  });

  it('bill routes with no token → /mybill', () => {
    expect(decideWithoutCode({ access: 'bill-auth', token: null, cookieToken: 'C' })).toMatchObject({
      kind: 'redirect',
      to: '/mybill',
    });
    expect(decideWithoutCode({ access: 'bill-auth', token: 'T', cookieToken: null }).kind).toBe('allow');
    // A guest bill check's token opens the bill routes…
    expect(
      decideWithoutCode({ access: 'bill-auth', token: null, cookieToken: null, billToken: 'B' }).kind,
    ).toBe('allow');
    // …and nothing else: the client routes still see no session.
    expect(
      decideWithoutCode({ access: 'auth', token: null, cookieToken: null, billToken: 'B' }),
    ).toMatchObject({
      kind: 'redirect',
      to: '/',
    });
    expect(decideWithoutCode({ access: 'guest', token: null, cookieToken: null, billToken: 'B' }).kind).toBe(
      'allow',
    );
    expect(
      decideWithoutCode({ access: 'bill-guest', token: null, cookieToken: null, billToken: 'B' }),
    ).toMatchObject({ kind: 'redirect', to: '/mybill/information' });
  });

  it('guest routes with a token → client.home; without one they show', () => {
    expect(decideWithoutCode({ access: 'guest', token: 'T', cookieToken: null })).toMatchObject({
      kind: 'redirect',
      to: '/client/home',
    });
    expect(decideWithoutCode({ access: 'guest', token: null, cookieToken: null }).kind).toBe('allow');
  });

  it('bill-guest route with a token → client.mybill.information', () => {
    expect(decideWithoutCode({ access: 'bill-guest', token: 'T', cookieToken: null })).toMatchObject({
      kind: 'redirect',
      to: '/mybill/information',
    });
    expect(decideWithoutCode({ access: 'bill-guest', token: null, cookieToken: null }).kind).toBe('allow');
  });

  it('the public landing page is open to everyone', () => {
    expect(decideWithoutCode({ access: 'public', token: 'T', cookieToken: 'C' }).kind).toBe('allow');
    expect(decideWithoutCode({ access: 'public', token: null, cookieToken: null }).kind).toBe('allow');
  });
});

describe('decideAfterCode', () => {
  it('a refused code sends the user to the site root, on every route', () => {
    for (const access of ['auth', 'guest', 'bill-auth', 'bill-guest', 'public'] as const) {
      expect(decideAfterCode({ access, confirmed: false, token: 'T', cookieToken: 'C' })).toMatchObject({
        kind: 'redirect',
        to: '/',
      });
    }
  });

  it('confirmed on an authenticated route: the cookie token is copied', () => {
    expect(decideAfterCode({ access: 'auth', confirmed: true, token: null, cookieToken: 'C' })).toEqual({
      kind: 'allow',
      copyCookieToken: 'C',
    });
  });

  it('confirmed on an authenticated route but still no token (Code 50) → site root', () => {
    expect(
      decideAfterCode({ access: 'auth', confirmed: true, token: null, cookieToken: null }),
    ).toMatchObject({
      kind: 'redirect',
      to: '/',
    });
  });

  it('confirmed on a guest route with a token → client.home; without one the guest route shows', () => {
    expect(
      decideAfterCode({ access: 'guest', confirmed: true, token: 'T', cookieToken: null }),
    ).toMatchObject({
      kind: 'redirect',
      to: '/client/home',
    });
    expect(decideAfterCode({ access: 'guest', confirmed: true, token: null, cookieToken: null }).kind).toBe(
      'allow',
    );
  });

  it('confirmed on bill routes: the bill rules apply', () => {
    expect(
      decideAfterCode({ access: 'bill-guest', confirmed: true, token: 'T', cookieToken: null }),
    ).toMatchObject({
      to: '/mybill/information',
    });
    expect(
      decideAfterCode({ access: 'bill-auth', confirmed: true, token: null, cookieToken: null }),
    ).toMatchObject({
      to: '/mybill',
    });
  });
});
