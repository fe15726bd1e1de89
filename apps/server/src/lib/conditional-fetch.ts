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

/** Redirects followed when only public addresses are allowed (each one checked before it is). */
const MAX_REDIRECTS = 3;

export async function fetchConditional(
  url: string,
  options: {
    etag?: string | null;
    lastModified?: string | null;
    headers?: Record<string, string>;
    timeoutMs: number;
    maxBytes: number;
    /**
     * Only public internet addresses, for a URL a person typed (lib/public-address.ts): the host
     * and every redirect are checked before they are fetched. Off for the operator's own settings.
     */
    publicOnly?: boolean;
  },
): Promise<ConditionalFetch> {
  const headers: Record<string, string> = { accept: '*/*', ...options.headers };
  if (options.etag) headers['if-none-match'] = options.etag;
  if (options.lastModified) headers['if-modified-since'] = options.lastModified;
  const signal = AbortSignal.timeout(options.timeoutMs);
  let response: Response;
  let target = url;
  for (let hop = 0; ; hop++) {
    try {
      if (options.publicOnly) await assertPublicUrl(new URL(target));
      response = await fetch(target, { headers, signal, redirect: options.publicOnly ? 'manual' : 'follow' });
    } catch (error) {
      if (error instanceof NonPublicAddressError) throw new FeedFetchError(error.message);
      throw new FeedFetchError(
        signal.aborted
          ? `no answer within ${options.timeoutMs} ms`
          : `unreachable: ${(error as Error).message}`,
      );
    }
    const location = response.headers.get('location');
    if (!options.publicOnly || response.status < 300 || response.status > 399 || !location) break;
    await response.body?.cancel();
    if (hop >= MAX_REDIRECTS) throw new FeedFetchError(`more than ${MAX_REDIRECTS} redirects`);
    target = new URL(location, target).toString();
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
