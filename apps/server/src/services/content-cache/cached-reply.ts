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
  /**
   * Epoch ms up to which this same reply (headers and bytes) answers the same variant: `max-age`
   * counts down to the entry's end in whole seconds, so it holds until the next second boundary.
   */
  stableUntil: number;
}

/** Which of an entry's replies a request gets: 304, or the body in one encoding. */
export type ReplyVariant = 'not-modified' | ContentEncoding | 'identity';

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
 * `304` for a matching `If-None-Match`, else the encoding asked for (none below the compression
 * threshold, as @fastify/compress does for routed answers).
 */
export function replyVariant(
  cached: CachedResponse,
  request: { ifNoneMatch: string | undefined; acceptEncoding: string | undefined },
): ReplyVariant {
  if (ifNoneMatchHits(request.ifNoneMatch, cached.etag)) return 'not-modified';
  if (cached.size < COMPRESS_THRESHOLD_BYTES) return 'identity';
  return preferredEncoding(request.acceptEncoding) ?? 'identity';
}

/**
 * One variant of a cached read, whoever sends it (the route handler through Fastify, or the
 * hot-read path before the router): validators, freshness, and the body compressed once per entry
 * and encoding.
 */
export function variantReply(cached: CachedResponse, variant: ReplyVariant, now = Date.now()): CachedReply {
  // max-age never outlives the moment the content changes by itself (a rate turning stale).
  const maxAge = Math.max(0, Math.floor(Math.min(MAX_AGE_S, (cached.validUntil - now) / 1000)));
  const stableUntil = cached.validUntil - maxAge * 1000;
  const headers: CachedReply['headers'] = [
    ['cache-control', publicCacheControl(maxAge, STALE_WHILE_REVALIDATE_S)],
    ['etag', cached.etag],
    // The editors' texts come in the language asked for (docs/product.md#languages): a browser's
    // cached Arabic answer must not serve the English portal, nor the other way round.
    ['vary', 'accept-encoding, accept-language'],
  ];
  if (variant === 'not-modified') return { status: 304, headers, stableUntil };
  headers.push(['content-type', 'application/json; charset=utf-8']);
  if (variant === 'identity') return { status: 200, headers, body: cached.bytes, stableUntil };
  headers.push(['content-encoding', variant]);
  const body = (cached.encoded[variant] ??= encode(cached.body, variant));
  return { status: 200, headers, body, stableUntil };
}

/** The reply to one request for a cached read. */
export function cachedReply(
  cached: CachedResponse,
  request: { ifNoneMatch: string | undefined; acceptEncoding: string | undefined },
  now = Date.now(),
): CachedReply {
  return variantReply(cached, replyVariant(cached, request), now);
}
