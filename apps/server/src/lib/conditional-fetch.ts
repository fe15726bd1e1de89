import { assertPublicUrl, NonPublicAddressError } from './public-address';

/**
 * Fetches a feed the way a polite, careful client does: with a timeout, a size limit read from the
 * stream (a lying or missing Content-Length cannot make it buffer more), and a conditional request
 * (`If-None-Match` with the last ETag, `If-Modified-Since` with the last `Last-Modified`), so an
 * unchanged feed costs one 304 and no parsing.
 */
export type ConditionalFetch =
  | { status: 'modified'; body: string; etag: string | null; lastModified: string | null }
  | { status: 'not_modified' };

export class FeedFetchError extends Error {}

/** Redirects followed at most; each one is checked (public address, origin of the credentials). */
const MAX_REDIRECTS = 3;

/** Headers that carry a credential and never go to another origin than the first request's. */
const CREDENTIAL_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie']);

export async function fetchConditional(
  url: string,
  options: {
    etag?: string | null;
    lastModified?: string | null;
    headers?: Record<string, string>;
    /**
     * Secret headers (a feed's API key) and the one origin (scheme, host and port) they may go to:
     * sent on a request to that origin only, never to the URL's own origin when it is another one,
     * never across a redirect to another origin (docs/security.md, feed secrets).
     */
    credentials?: { origin: string | null; headers: Record<string, string> };
    timeoutMs: number;
    maxBytes: number;
    /**
     * Only public internet addresses, for a URL a person typed (lib/public-address.ts): the host
     * and every redirect are checked before they are fetched. Off for the operator's own settings.
     */
    publicOnly?: boolean;
  },
): Promise<ConditionalFetch> {
  const plain: Record<string, string> = { accept: '*/*', ...options.headers };
  if (options.etag) plain['if-none-match'] = options.etag;
  if (options.lastModified) plain['if-modified-since'] = options.lastModified;
  const signal = AbortSignal.timeout(options.timeoutMs);
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new FeedFetchError('not a valid address');
  }
  const firstOrigin = target.origin;
  /** What one hop may carry: credentials to their own origin only, nothing credential-like elsewhere. */
  const headersFor = (target: URL): Record<string, string> => {
    const sameAsFirst = target.origin === firstOrigin;
    const headers = Object.fromEntries(
      Object.entries(plain).filter(([name]) => sameAsFirst || !CREDENTIAL_HEADERS.has(name.toLowerCase())),
    );
    const credentials = options.credentials;
    if (credentials && credentials.origin !== null && credentials.origin === target.origin)
      Object.assign(headers, credentials.headers);
    return headers;
  };
  let response: Response;
  // Redirects are followed here, never by fetch: each hop is checked before it is requested, and
  // the headers are chosen for its origin.
  for (let hop = 0; ; hop++) {
    try {
      if (options.publicOnly) await assertPublicUrl(target);
      response = await fetch(target, { headers: headersFor(target), signal, redirect: 'manual' });
    } catch (error) {
      if (error instanceof NonPublicAddressError) throw new FeedFetchError(error.message);
      throw new FeedFetchError(
        signal.aborted
          ? `no answer within ${options.timeoutMs} ms`
          : `unreachable: ${(error as Error).message}`,
      );
    }
    const location = response.headers.get('location');
    if (response.status < 300 || response.status > 399 || response.status === 304 || !location) break;
    await response.body?.cancel();
    if (hop >= MAX_REDIRECTS) throw new FeedFetchError(`more than ${MAX_REDIRECTS} redirects`);
    try {
      target = new URL(location, target);
    } catch {
      throw new FeedFetchError('redirected to an invalid address');
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:')
      throw new FeedFetchError('redirected to an address that is not http or https');
  }
  if (response.status === 304) {
    await response.body?.cancel();
    return { status: 'not_modified' };
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new FeedFetchError(`answered HTTP ${response.status}`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader() as ReadableStreamDefaultReader<Uint8Array> | undefined;
  try {
    for (;;) {
      if (!reader) break;
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > options.maxBytes) {
        await reader.cancel();
        throw new FeedFetchError(`larger than ${options.maxBytes} bytes`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof FeedFetchError) throw error;
    throw new FeedFetchError(
      signal.aborted
        ? `no answer within ${options.timeoutMs} ms`
        : `read failed: ${(error as Error).message}`,
    );
  }
  return {
    status: 'modified',
    body: Buffer.concat(chunks).toString('utf8'),
    etag: response.headers.get('etag'),
    lastModified: response.headers.get('last-modified'),
  };
}
