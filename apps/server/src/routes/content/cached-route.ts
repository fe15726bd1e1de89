import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Contract, TBody, TParams, TQuery, TResponse } from '@sarraf/contracts';
import { normalizeArabic } from '../../lib/arabic-text';
import {
  ifNoneMatchHits,
  preferredEncoding,
  publicCacheControl,
  type ContentEncoding,
} from '../../lib/http-cache';
import type { CachedResponse, ContentTag, Loaded } from '../../services/content-cache/content-cache';

/** Browsers and proxies may reuse a read this long, then revalidate it in the background. */
export const MAX_AGE_S = 30;
export const STALE_WHILE_REVALIDATE_S = 120;
/** Bodies smaller than this go uncompressed (as @fastify/compress's threshold). */
const COMPRESS_THRESHOLD_BYTES = 1024;

export interface CachedInput<C extends Contract> {
  query: TQuery<C>;
  body: TBody<C>;
  params: TParams<C>;
}

/** Object keys sorted, so `?a=1&b=2` and `?b=2&a=1` share an entry. */
function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
}

/**
 * The cache key of a request: the route and its validated input (defaults applied, so `?` and
 * `?page=1` are one entry), with `search` in its normalised form (أحمد and احمد are one entry).
 */
export function cacheKeyOf(contract: Contract, input: Record<string, unknown>): string {
  const normalized = Object.fromEntries(
    Object.entries(input).map(([part, value]) => {
      if (value && typeof value === 'object' && typeof (value as { search?: unknown }).search === 'string') {
        const search = normalizeArabic((value as { search: string }).search);
        return [part, { ...value, search: search || undefined }];
      }
      return [part, value];
    }),
  );
  return `${contract.method} ${contract.path} ${stableJson(normalized)}`;
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

/** Sends a cached response: validators, freshness, 304, and the body in the encoding asked for. */
function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedResponse): FastifyReply {
  const maxAge = Math.min(MAX_AGE_S, (cached.validUntil - Date.now()) / 1000);
  void reply
    .header('cache-control', publicCacheControl(maxAge, STALE_WHILE_REVALIDATE_S))
    .header('etag', cached.etag)
    .header('vary', 'accept-encoding');
  if (ifNoneMatchHits(request.headers['if-none-match'], cached.etag)) {
    return reply.code(304).send();
  }
  void reply.type('application/json; charset=utf-8');
  const encoding =
    cached.size >= COMPRESS_THRESHOLD_BYTES
      ? preferredEncoding(request.headers['accept-encoding'])
      : undefined;
  if (encoding) {
    const bytes = (cached.encoded[encoding] ??= encode(cached.body, encoding));
    // Already encoded: @fastify/compress passes a body with Content-Encoding through untouched.
    return reply.header('content-encoding', encoding).send(bytes);
  }
  return reply.send(cached.bytes);
}

/**
 * Registers a public read endpoint from its contract (validation and documentation as
 * `routeFromContract`), served from the content cache: the body is built once per normalised
 * input, encoded through the contract's response schema, and then sent as stored bytes with its
 * ETag, `Cache-Control` (max-age bounded by the moment the content changes by itself) and `304`
 * for a matching `If-None-Match`. Gzip/brotli copies are made once per entry, not per request.
 */
export function cachedRouteFromContract<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  options: {
    tags: readonly ContentTag[];
    build: (input: CachedInput<C>) => Promise<Loaded<TResponse<C>>>;
  },
): void {
  const { contentCache } = app.deps;
  const keyByUrl = new Map<string, string>();
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    schema: {
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      response: { 200: contract.response },
    },
    config: { access: contract.access },
    // sendCached picks the stored gzip/brotli copy itself: @fastify/compress's onSend hook would
    // only look at each reply to pass it through.
    compress: false,
    // The hot path: a GET whose exact URL was validated before and whose response is still cached
    // is answered here, after the app's own hooks (security headers, XSRF cookie, access) and
    // before parsing and validating the same query string again.
    onRequest: (request, reply, done) => {
      const key = request.method === 'GET' ? keyByUrl.get(request.url) : undefined;
      const cached = key === undefined ? undefined : contentCache.peekResponse(key);
      if (cached) {
        sendCached(request, reply, cached);
        return;
      }
      done();
    },
    handler: async (request, typedReply) => {
      // The body is sent as stored bytes (and 304 has none): the typed reply's 200 schema does not apply.
      const reply = typedReply as unknown as FastifyReply;
      const input = {
        query: request.query as TQuery<C>,
        body: request.body as TBody<C>,
        params: request.params as TParams<C>,
      };
      // GET input is the URL: its key is computed once per distinct URL (a memo bounded in count
      // and in URL length, since query strings come from anyone).
      const memoizable = request.method === 'GET' && request.url.length <= 512;
      let key = memoizable ? keyByUrl.get(request.url) : undefined;
      if (key === undefined) {
        key = cacheKeyOf(contract, input);
        if (memoizable) {
          if (keyByUrl.size >= 10_000) keyByUrl.clear();
          keyByUrl.set(request.url, key);
        }
      }
      const cached: CachedResponse =
        contentCache.peekResponse(key) ??
        (await contentCache.response(key, options.tags, async () => {
          const built = await options.build(input);
          // Through the contract's schema, as the route serialiser would: no field it does not name.
          return {
            body: JSON.stringify(z.encode(contract.response, built.value)),
            validUntil: built.validUntil,
          };
        }));
      return sendCached(request, reply, cached);
    },
  });
}
