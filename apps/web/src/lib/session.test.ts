// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  copyCookieTokenToStorage,
  getToken,
  readCookie,
  readSubscriptions,
  storeSubscriptions,
  SUBSCRIPTIONS_KEY,
  TOKEN_KEY,
} from './session';

describe('session storage: the documented local storage keys and cookie', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'access_token=; Max-Age=0; Path=/';
  });

  it('uses the keys client-token and client-subscriptions', () => {
    expect(TOKEN_KEY).toBe('client-token');
    expect(SUBSCRIPTIONS_KEY).toBe('client-subscriptions');
  });

  it('reads one cookie among several, verbatim', () => {
    expect(readCookie('access_token', 'XSRF-TOKEN=a.b; access_token=id|secret')).toBe('id|secret');
    expect(readCookie('access_token', 'other=1')).toBeNull();
    expect(readCookie('access_token', 'access_token=')).toBeNull();
  });

  it('copies the access_token cookie to client-token', () => {
    document.cookie = 'access_token=from-cookie; Path=/';
    expect(copyCookieTokenToStorage()).toBe('from-cookie');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('from-cookie');
  });

  it('clears the token, the access cookie and the offered plans on logout', () => {
    localStorage.setItem(TOKEN_KEY, 'T');
    document.cookie = 'access_token=T; Path=/';
    storeSubscriptions([]);
    clearSession();
    expect(getToken()).toBeNull();
    expect(readCookie('access_token')).toBeNull();
    expect(readSubscriptions()).toBeNull();
  });
});
