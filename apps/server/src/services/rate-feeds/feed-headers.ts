import { maskSecret, openSecret, sealSecret } from '../../lib/sealed-secret';

/** The purpose the headers' key is derived for: no other sealed secret opens with it. */
const PURPOSE = 'rate-feed-headers';

export type FeedHeaders = Record<string, string>;

/** Sealed for the database; null when there are none. */
export function sealFeedHeaders(appSecret: string, headers: FeedHeaders): string | null {
  return Object.keys(headers).length === 0 ? null : sealSecret(appSecret, PURPOSE, JSON.stringify(headers));
}

/**
 * The headers to send, in clear (only ever to the feed's server). Null when they cannot be opened:
 * APP_SECRET changed since they were saved, so they must be typed again.
 */
export function openFeedHeaders(appSecret: string, sealed: string | null): FeedHeaders | null {
  if (!sealed) return {};
  const plain = openSecret(appSecret, PURPOSE, sealed);
  if (plain === null) return null;
  return JSON.parse(plain) as FeedHeaders;
}

/** What the back office sees: each name with a mask of its value. */
export function maskFeedHeaders(appSecret: string, sealed: string | null) {
  const headers = openFeedHeaders(appSecret, sealed) ?? {};
  return Object.entries(headers).map(([name, value]) => ({ name, value_mask: maskSecret(value) }));
}

/**
 * The headers a form sends, merged with the stored ones: a header without a value keeps the value
 * stored under its name (an editor changes the URL without typing the key again); one no longer in
 * the list is dropped. A header without a value and nothing stored is left out.
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
