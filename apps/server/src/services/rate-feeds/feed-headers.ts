import { maskSecret, openSecret, sealSecret } from '../../lib/sealed-secret';

/** The purpose the headers' key is derived for: no other sealed secret opens with it. */
const PURPOSE = 'rate-feed-headers';

export type FeedHeaders = Record<string, string>;

/**
 * A feed's request headers with the origin (scheme, host and port) they were saved for: they are sent
 * to that origin only (docs/security.md, feed secrets). Both are sealed together, so a changed row
 * cannot point the values at another host.
 */
export interface FeedSecrets {
  origin: string | null;
  headers: FeedHeaders;
}

/** The origin of a URL as the fetch compares it (`https://host` without its default port). */
export function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Sealed for the database; null when there are none. */
export function sealFeedHeaders(
  appSecret: string,
  headers: FeedHeaders,
  origin: string | null,
): string | null {
  if (Object.keys(headers).length === 0 || origin === null) return null;
  return sealSecret(appSecret, PURPOSE, JSON.stringify({ v: 2, origin, headers }));
}

/**
 * The headers to send, in clear, with their origin. Null when they cannot be opened: APP_SECRET
 * changed since they were saved, so they must be typed again. Headers sealed before origins were
 * kept belong to `legacyOrigin`, the origin of the feed's URL as it is stored.
 */
export function openFeedHeaders(
  appSecret: string,
  sealed: string | null,
  legacyOrigin: string | null,
): FeedSecrets | null {
  if (!sealed) return { origin: null, headers: {} };
  const plain = openSecret(appSecret, PURPOSE, sealed);
  if (plain === null) return null;
  const parsed = JSON.parse(plain) as { v?: unknown; origin?: unknown; headers?: unknown } | FeedHeaders;
  if (parsed.v === 2 && typeof parsed.origin === 'string' && typeof parsed.headers === 'object')
    return { origin: parsed.origin, headers: parsed.headers as FeedHeaders };
  return { origin: legacyOrigin, headers: parsed as FeedHeaders };
}

/** What the back office sees: each name with a mask of its value, and the origin they go to. */
export function maskFeedHeaders(appSecret: string, sealed: string | null, url: string) {
  const secrets = openFeedHeaders(appSecret, sealed, originOf(url)) ?? { origin: null, headers: {} };
  const headers = Object.entries(secrets.headers).map(([name, value]) => ({
    name,
    value_mask: maskSecret(value),
  }));
  return { headers, origin: headers.length > 0 ? secrets.origin : null };
}

/**
 * The headers a form sends, merged with the stored ones: a header without a value keeps the value
 * stored under its name (an editor changes the mapping without typing the key again); one no longer
 * in the list is dropped. A header without a value and nothing stored is left out. Callers pass
 * stored values only when the form's URL has the origin they were saved for.
 */
export function mergeFeedHeaders(
  stored: FeedHeaders,
  input: ReadonlyArray<{ name: string; value?: string | null | undefined }>,
): FeedHeaders {
  const merged: FeedHeaders = {};
  const storedByName = new Map(Object.entries(stored).map(([name, value]) => [name.toLowerCase(), value]));
  for (const header of input) {
    const value = header.value ?? storedByName.get(header.name.toLowerCase());
    if (value !== undefined) merged[header.name] = value;
  }
  return merged;
}

/**
 * The form's headers that name a stored value but bring none, while the URL's origin is not the one
 * the stored values were saved for: their values may not follow the URL (docs/security.md).
 */
export function headersNeedingRetype(
  stored: FeedSecrets,
  url: string,
  input: ReadonlyArray<{ name: string; value?: string | null | undefined }>,
): Array<{ index: number; name: string }> {
  if (stored.origin !== null && stored.origin === originOf(url)) return [];
  const names = new Set(Object.keys(stored.headers).map((name) => name.toLowerCase()));
  return input
    .map((header, index) => ({ index, name: header.name, value: header.value }))
    .filter(
      (header) =>
        (header.value === null || header.value === undefined) && names.has(header.name.toLowerCase()),
    )
    .map(({ index, name }) => ({ index, name }));
}
