import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import {
  ifNoneMatchHits,
  preferredEncoding,
  publicCacheControl,
  type ContentEncoding,
} from '../../lib/http-cache';
import type { CachedResponse } from './content-cache';

/** Browsers and proxies may reuse a read this long, then revalidate it in the background. */
const MAX_AGE_S = 30;
const STALE_WHILE_REVALIDATE_S = 120;
/** Bodies smaller than this go uncompressed (as @fastify/compress's threshold). */
const COMPRESS_THRESHOLD_BYTES = 1024;

/** What to answer for a cached read: status, the headers of the representation, the bytes. */
export interface CachedReply {
  status: 200 | 304;
  /** Lower-case names; no Content-Length (each sender sets it from `body`). */
  headers: Array<[name: string, value: string]>;
  /** Absent for a 304. */
  body?: Buffer;
}

function encode(body: string, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          // Compressed once per cached body and sent many times: a denser setting pays off.
          [zlib.BROTLI_PARAM_QUALITY]: 9,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      })
    : gzipSync(body, { level: 9 });
}

/**
 * The answer to a read served from the content cache, whoever sends it (the route handler through
 * Fastify, or the hot-read path before the router): validators, freshness, `304` for a matching
 * `If-None-Match`, and the body in the encoding asked for, compressed once per entry and encoding.
 */
export function cachedReply(
  cached: CachedResponse,
  request: { ifNoneMatch: string | undefined; acceptEncoding: string | undefined },
  now = Date.now(),
): CachedReply {
  // max-age never outlives the moment the content changes by itself (a rate turning stale).
  const maxAge = Math.min(MAX_AGE_S, (cached.validUntil - now) / 1000);
  const headers: CachedReply['headers'] = [
    ['cache-control', publicCacheControl(maxAge, STALE_WHILE_REVALIDATE_S)],
    ['etag', cached.etag],
    ['vary', 'accept-encoding'],
  ];
  if (ifNoneMatchHits(request.ifNoneMatch, cached.etag)) return { status: 304, headers };
  headers.push(['content-type', 'application/json; charset=utf-8']);
  const encoding =
    cached.size >= COMPRESS_THRESHOLD_BYTES ? preferredEncoding(request.acceptEncoding) : undefined;
  if (!encoding) return { status: 200, headers, body: cached.bytes };
  headers.push(['content-encoding', encoding]);
  return { status: 200, headers, body: (cached.encoded[encoding] ??= encode(cached.body, encoding)) };
}
