import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Contract, TBody, TParams, TQuery, TResponse } from '@sarraf/contracts';
import { normalizeArabic } from '../../lib/arabic-text';
import { contentLanguageOf } from '../../lib/content-language';
import type { Lang } from '../../lib/messages';
import { contractRouteOptions, throwValidationError } from '../../lib/route';
import { cachedReply, type CachedResponse, type ContentTag, type Loaded } from '../../services/content-cache';

export interface CachedInput<C extends Contract> {
  query: TQuery<C>;
  body: TBody<C>;
  params: TParams<C>;
  /** The language of the editors' texts in the answer (docs/product.md#languages). */
  lang: Lang;
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
 * `?page=1` are one entry), with `search` in its normalised form (أحمد and احمد are one entry),
 * and the language of the answer: an English answer is an entry of its own (`… en`), an Arabic
 * one keeps the key it always had.
 */
export function cacheKeyOf(contract: Contract, input: Record<string, unknown>, lang: Lang = 'ar'): string {
  const normalized = Object.fromEntries(
    Object.entries(input).map(([part, value]) => {
      if (value && typeof value === 'object' && typeof (value as { search?: unknown }).search === 'string') {
        const search = normalizeArabic((value as { search: string }).search);
        return [part, { ...value, search: search || undefined }];
      }
      return [part, value];
    }),
  );
  const key = `${contract.method} ${contract.path} ${stableJson(normalized)}`;
  return lang === 'ar' ? key : `${key} ${lang}`;
}

/** Sends a cached response through Fastify (the first request of a URL, or one the hot path left). */
function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedResponse): FastifyReply {
  const { status, headers, body } = cachedReply(cached, {
    ifNoneMatch: request.headers['if-none-match'],
    acceptEncoding: request.headers['accept-encoding'],
  });
  void reply.code(status);
  for (const [name, value] of headers) void reply.header(name, value);
  // Already encoded: @fastify/compress passes a body with Content-Encoding through untouched.
  return reply.send(body);
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
  const { hotReads } = app;
  app.withTypeProvider<ZodTypeProvider>().route({
    ...contractRouteOptions(contract, [200]),
    // sendCached picks the stored gzip/brotli copy itself: @fastify/compress's onSend hook would
    // only look at each reply to pass it through.
    compress: false,
    handler: async (request, typedReply) => {
      throwValidationError(request);
      // The body is sent as stored bytes (and 304 has none): the typed reply's 200 schema does not apply.
      const reply = typedReply as unknown as FastifyReply;
      const lang = contentLanguageOf(request);
      const input = {
        query: request.query as TQuery<C>,
        body: request.body as TBody<C>,
        params: request.params as TParams<C>,
      };
      // GET input is the URL: its key is computed once per distinct URL, which the hot reads
      // then answer before the router (plugins/hot-reads.ts) while the entry stays cached.
      const isHotReadable = request.method === 'GET' && contract.access === 'public';
      let key = isHotReadable ? hotReads.keyFor(request.url, lang) : undefined;
      if (key === undefined) {
        key = cacheKeyOf(contract, input, lang);
        if (isHotReadable) hotReads.remember(request.url, lang, key, contract.path);
      }
      const cached: CachedResponse =
        contentCache.peekResponse(key) ??
        (await contentCache.response(key, options.tags, async () => {
          const built = await options.build({ ...input, lang });
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
