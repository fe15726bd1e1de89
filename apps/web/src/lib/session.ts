import type { TPlan } from '@sarraf/contracts';
import { createExternalStore, useExternalStore } from './external-store';
import { forgetOwnReads } from './offline-copies';
import { readStorage, readStorageJson, removeStorage, writeStorage } from './storage';

/** Local storage keys and cookie name of docs/product.md#session-keys, letter for letter. */
export const TOKEN_KEY = 'client-token';
export const SUBSCRIPTIONS_KEY = 'client-subscriptions';
export const MSISDN_KEY = 'client-msisdn';
export const ACCESS_TOKEN_COOKIE = 'access_token';
/**
 * The my-bill token of a guest bill check, kept apart from the client token: it opens the my-bill
 * screens only and never counts as signed in (docs/adr/0007-a-bill-token-is-not-a-client-session.md).
 */
export const BILL_TOKEN_KEY = 'client-bill-token';

/** The value of a cookie the page can read (the access_token cookie is not HttpOnly). */
export function readCookie(name: string, cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    if (!value) return null;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

// React reads the token through this store; local storage stays the truth (another tab, or a
// test, may write it), so every read refreshes the store.
const tokenStore = createExternalStore<string | null>(() => readStorage(TOKEN_KEY));

/** The client token held in local storage, or null when logged out. */
export function getToken(): string | null {
  const token = readStorage(TOKEN_KEY) || null;
  tokenStore.set(token);
  return token;
}

export function setToken(token: string): void {
  // A sign-in supersedes a bill check: the subscriber's own session shows their bill.
  removeStorage(BILL_TOKEN_KEY);
  // Another session's offline copies go (docs/design.md#offline).
  if (readStorage(TOKEN_KEY) !== token) forgetOwnReads(token);
  writeStorage(TOKEN_KEY, token);
  tokenStore.set(token);
}

export function clearToken(): void {
  removeStorage(TOKEN_KEY);
  tokenStore.set(null);
  // What this session read stays readable offline only while it lasts (docs/design.md#offline).
  forgetOwnReads(null);
}

export function useToken(): string | null {
  return useExternalStore(tokenStore);
}

export function subscribeToToken(listener: () => void): () => void {
  return tokenStore.subscribe(listener);
}

/** The my-bill token held in local storage, or null. */
export function getBillToken(): string | null {
  return readStorage(BILL_TOKEN_KEY) || null;
}

export function setBillToken(token: string): void {
  writeStorage(BILL_TOKEN_KEY, token);
}

export function clearBillToken(): void {
  if (!readStorage(BILL_TOKEN_KEY)) return;
  removeStorage(BILL_TOKEN_KEY);
  forgetOwnReads(getToken());
}

/** The access_token cookie set by the server at sign-in, or null. */
export function readAccessCookie(): string | null {
  return readCookie(ACCESS_TOKEN_COOKIE);
}

/**
 * Authenticated routes first copy the token from the access_token cookie to local storage
 * under the client token key. Returns the token held afterwards.
 */
export function copyCookieTokenToStorage(): string | null {
  const cookie = readAccessCookie();
  if (cookie && cookie !== readStorage(TOKEN_KEY)) setToken(cookie);
  return getToken();
}

/** Expires the access_token cookie on this path and origin (logout clears it). */
export function clearAccessCookie(): void {
  document.cookie = `${ACCESS_TOKEN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/**
 * Logout, local side: the token and the access cookie go, whatever the server said. The
 * plans of an unfinished sign-up go too: they belong to the number that just left.
 */
export function clearSession(): void {
  clearSignIn();
  clearBillToken();
  removeStorage(SUBSCRIPTIONS_KEY);
}

/** The token and the access cookie only: what "clears any old session" means before a sign-up. */
export function clearSignIn(): void {
  clearToken();
  clearAccessCookie();
}

/** Code 50: the plans offered to a verified new number, kept until one is chosen. */
export function storeSubscriptions(plans: readonly TPlan[]): void {
  writeStorage(SUBSCRIPTIONS_KEY, JSON.stringify(plans));
}

export function readSubscriptions(): TPlan[] | null {
  const plans = readStorageJson<unknown>(SUBSCRIPTIONS_KEY);
  return Array.isArray(plans) ? (plans as TPlan[]) : null;
}

export function clearSubscriptions(): void {
  removeStorage(SUBSCRIPTIONS_KEY);
}

/** The msisdn is stored locally once the login call succeeds. */
export function storeMsisdn(msisdn: string): void {
  writeStorage(MSISDN_KEY, msisdn);
}

export function readMsisdn(): string | null {
  return readStorage(MSISDN_KEY);
}
