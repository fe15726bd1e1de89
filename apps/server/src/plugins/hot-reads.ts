import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { DurationSeries } from '../lib/duration-histogram';
import { pickLang, type Lang } from '../lib/messages';
import { hasXsrfCookie, newXsrfSetCookie } from '../lib/session-cookie';
import {
  type CachedResponse,
  type ContentCache,
  replyVariant,
  type ReplyVariant,
  variantReply,
} from '../services/content-cache';

/**
 * Hot reads: a cached public GET answered before the router (public reads must keep ≥ 80 % of a
 * bare Fastify route's pace, and the app's hooks alone cost ~3× the bare route; see
 * docs/adr/0002-hot-reads-answered-before-the-router.md).
 *
 * A URL enters the index only after Fastify has served it once through its route: the contract
 * validated that exact query string, the route is `access: 'public'` (no token, no per-user
 * answer), and the response was stored in the content cache under the key the route computed.
 * From then on the same URL is answered here from that cache entry, with what the app's hooks would
 * have added (the security headers, the XSRF cookie of a first visit), counted in the request
 * metrics and logged like any request. Anything else (another method or URL, a body, an entry
 * invalidated or expired, a server closing) goes on to Fastify, which answers as before and puts a
 * fresh entry back.
 */
export interface HotReads {
  /** The content-cache key of a URL already validated by its route and asked in a language, if any. */
  keyFor(url: string, lang: Lang): string | undefined;
  /**
   * Records a validated public GET URL asked in a language, its cache key and its route pattern (for
   * metrics). Answers carry the editors' texts in the language asked for (docs/product.md#languages),
   * so one URL has an entry per language.
   */
  remember(url: string, lang: Lang, key: string, route: string): void;
  /** Answers the request when it is a hot read; false hands it to Fastify untouched. */
  tryServe(request: IncomingMessage, response: ServerResponse): boolean;
  /** No more answers here (the app is closing: Fastify's handler answers 503). */
  stop(): void;
}

export interface HotReadsOptions {
  contentCache: ContentCache;
  /** The headers the security plugin sets on every API answer, computed once. */
  securityHeaders: Record<string, string>;
  appSecret: string;
  isProduction: boolean;
  /** The request-duration series of a route pattern and status (kept per prepared answer). */
  durationSeries(method: string, route: string, status: number): DurationSeries;
  log: FastifyBaseLogger;
}

/** URLs come from anyone: only short ones are remembered, and at most this many. */
const MAX_URL_LENGTH = 512;
const MAX_URLS = 10_000;

/** The index's key: the URL for Arabic (the portal's default), marked for English. */
const indexKey = (url: string, lang: Lang) => (lang === 'ar' ? url : `${lang} ${url}`);

/** One variant of an entry's answer, ready for `writeHead`: built once, sent until it changes. */
interface PreparedAnswer {
  status: number;
  /** Security headers, then the representation's, then Content-Length: Node's flat raw form. */
  rawHeaders: string[];
  body: Buffer | undefined;
  /** Epoch ms up to which the same headers and bytes hold (`max-age` counts down by the second). */
  stableUntil: number;
  /** Where its answers are counted in `http_request_duration_seconds`. */
  durations: DurationSeries;
}

interface IndexedUrl {
  key: string;
  route: string;
}

export function createHotReads(options: HotReadsOptions): HotReads {
  const { contentCache, log } = options;
  const index = new Map<string, IndexedUrl>();
  const security = Object.entries(options.securityHeaders).flat();
  // A busy URL is asked for thousands of times a second with the same answer: writeHead gets the
  // same array each time instead of one built per request (profiling: headers were a third of a
  // hot read's own cost). Kept per cache entry, so a rebuilt entry starts afresh and a dropped one
  // takes its answers with it.
  const prepared = new WeakMap<CachedResponse, Map<ReplyVariant, PreparedAnswer>>();

  const answerFor = (entry: IndexedUrl, cached: CachedResponse, variant: ReplyVariant): PreparedAnswer => {
    const now = Date.now();
    let answers = prepared.get(cached);
    const ready = answers?.get(variant);
    if (ready && now <= ready.stableUntil) return ready;
    const reply = variantReply(cached, variant, now);
    const rawHeaders = [...security];
    for (const [name, value] of reply.headers) rawHeaders.push(name, value);
    if (reply.body) rawHeaders.push('content-length', String(reply.body.length));
    const answer: PreparedAnswer = {
      status: reply.status,
      rawHeaders,
      body: reply.body,
      stableUntil: reply.stableUntil,
      durations: options.durationSeries('GET', entry.route, reply.status),
    };
    if (!answers) prepared.set(cached, (answers = new Map<ReplyVariant, PreparedAnswer>()));
    answers.set(variant, answer);
    return answer;
  };
  let stopped = false;
  // Fastify logs every request at `info`; so do hot reads, when that level is on.
  const logsRequests = ['trace', 'debug', 'info'].includes(log.level);

  return {
    keyFor: (url, lang) => index.get(indexKey(url, lang))?.key,

    remember(url, lang, key, route) {
      if (url.length > MAX_URL_LENGTH) return;
      if (index.size >= MAX_URLS) index.clear();
      index.set(indexKey(url, lang), { key, route });
    },

    tryServe(request, response) {
      if (stopped || request.method !== 'GET' || request.url === undefined) return false;
      const { headers } = request;
      const entry = index.get(indexKey(request.url, pickLang(headers['accept-language'])));
      if (!entry) return false;
      // A GET with a body is left to Fastify's body limit and parser.
      if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
      const cached = contentCache.peekResponse(entry.key);
      if (!cached) return false;

      const started = performance.now();
      const variant = replyVariant(cached, {
        ifNoneMatch: headers['if-none-match'],
        acceptEncoding: headers['accept-encoding'],
      });
      const answer = answerFor(entry, cached, variant);
      // The XSRF plugin gives every GET without the cookie one.
      const rawHeaders = hasXsrfCookie(headers.cookie)
        ? answer.rawHeaders
        : [...answer.rawHeaders, 'set-cookie', newXsrfSetCookie(options.appSecret, options.isProduction)];
      response.writeHead(answer.status, rawHeaders);
      response.end(answer.body);

      const elapsedMs = performance.now() - started;
      answer.durations.observe(elapsedMs / 1000);
      if (logsRequests) {
        log.info(
          {
            req: { method: 'GET', url: request.url },
            res: { statusCode: answer.status },
            responseTime: elapsedMs,
          },
          'request completed',
        );
      }
      return true;
    },

    stop() {
      stopped = true;
      index.clear();
    },
  };
}

/** Fastify's options (defaults applied) that its own HTTP/1 server would take. */
function nodeServerOptions(options: Record<string, unknown>) {
  const milliseconds = (name: string) => {
    const value = options[name];
    if (typeof value !== 'number') throw new Error(`Fastify option ${name} is not a number`);
    return value;
  };
  return {
    http: (options.http ?? {}) as ServerOptions,
    keepAliveTimeout: milliseconds('keepAliveTimeout'),
    requestTimeout: milliseconds('requestTimeout'),
    connectionTimeout: milliseconds('connectionTimeout'),
  };
}

/**
 * A Fastify `serverFactory`: Node's HTTP server as Fastify would create it (timeouts included:
 * slow-client protection depends on them), asking the hot reads first.
 */
export function hotReadServerFactory(hotReads: () => HotReads | undefined) {
  return (
    handler: (request: IncomingMessage, response: ServerResponse) => void,
    fastifyOptions: Record<string, unknown>,
  ): Server => {
    const options = nodeServerOptions(fastifyOptions);
    const server = createServer(options.http, (request, response) => {
      if (hotReads()?.tryServe(request, response)) return;
      handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    return server;
  };
}
