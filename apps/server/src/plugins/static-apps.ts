import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ifNoneMatchHits } from '../lib/http-cache';
import { sendApiNotFound } from './errors';
import { operatorOfHost } from '../services/operators';
import { buildLandingTeaser, MARKET_TAGS } from '../services/rates';
import { loadPortalPages, type PortalPage, type PortalPages } from './portal-pages';

/** The content cache's entry of the landing's rates teaser (not a URL: no route answers it). */
const LANDING_TEASER_CACHE_KEY = 'portal landing rates teaser';

export interface StaticAppsOptions {
  webDir: string;
  adminDir: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Hashed bundles never change under their name; everything else (index.html) is revalidated. */
function cacheHeaders(reply: FastifyReply, filePath: string) {
  const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
  void reply.header('cache-control', isHashedAsset ? IMMUTABLE : REVALIDATE);
}

/**
 * Serves the built portal at `/` and the back office at `/admin/`, with history-mode fallback to
 * each app's index.html (routing uses history mode). Brotli/gzip copies are written next to
 * each file at build time (scripts/precompress.mjs) so no request pays for compression.
 */
export const staticAppsPlugin = fp(
  async (app: FastifyInstance, options: StaticAppsOptions) => {
    const hasWeb = existsSync(path.join(options.webDir, 'index.html'));
    const hasAdmin = existsSync(path.join(options.adminDir, 'index.html'));
    if (!hasWeb) app.log.warn({ dir: options.webDir }, 'portal is not built; `npm run build` serves it');
    if (!hasAdmin) app.log.warn({ dir: options.adminDir }, 'back office is not built');
    // The operators whose hosts show their brand (docs/operators.md#brand-by-host): each gets its
    // pages prepared here, once; then the page a request gets depends on its Host header.
    const brands = app.deps.config.operators.filter((operator) => operator.hosts.length > 0);
    const brandOf = (request: FastifyRequest) => operatorOfHost(brands, request.headers.host);
    const vary = brands.length > 0 ? 'accept-encoding, host' : 'accept-encoding';
    const portalPages = hasWeb ? loadPortalPages(options.webDir, brands) : null;

    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: options.webDir,
        prefix: '/',
        // `/` is a route too: the fallback below answers it with the landing's page.
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: cacheHeaders,
      });
    }
    if (hasAdmin) {
      await app.register(fastifyStatic, {
        root: options.adminDir,
        prefix: '/admin/',
        preCompressed: true,
        cacheControl: false,
        decorateReply: !hasWeb,
        setHeaders: cacheHeaders,
      });
    }

    /** The portal's page for a history-mode path, revalidated by its ETag. */
    const sendPortalPage = (
      pages: PortalPages,
      request: FastifyRequest,
      reply: FastifyReply,
      url: string,
      page: PortalPage = pages.pageFor(url, brandOf(request)),
    ) => {
      void reply
        .header('cache-control', REVALIDATE)
        .header('etag', page.etag)
        .header('vary', vary)
        .type('text/html; charset=utf-8');
      if (ifNoneMatchHits(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
      const { body, encoding } = pages.negotiate(page, request.headers['accept-encoding']);
      if (encoding) void reply.header('content-encoding', encoding);
      return reply.send(body);
    };

    // `/` as a route of its own: left to @fastify/static's wildcard, a request without
    // Accept-Encoding was refused as a directory listing (403) before the fallback could answer.
    // The landing's page carries its rates teaser (docs/design.md#a-light-first-visit), from the
    // content cache like the currency list it mirrors; without it (the database down) the plain
    // page still answers, and the teaser asks the API as before.
    if (portalPages) {
      const { config, database, contentCache } = app.deps;
      app.get('/', { schema: { hide: true } }, async (request, reply) => {
        const teaser = await contentCache
          .response(LANDING_TEASER_CACHE_KEY, MARKET_TAGS, () =>
            buildLandingTeaser(database.db, contentCache, config.timeZone),
          )
          .catch((error: unknown) => {
            request.log.warn({ err: error }, 'landing page without its rates teaser');
            return null;
          });
        const brand = brandOf(request);
        const page = teaser ? portalPages.landingPageWith(teaser, brand) : portalPages.pageFor('/', brand);
        return sendPortalPage(portalPages, request, reply, '/', page);
      });
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url.split('?')[0] ?? '/';
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !url.startsWith('/api/') &&
        url !== '/api' &&
        !url.startsWith('/assets/') &&
        !url.startsWith('/admin/assets/') &&
        // A path with a file extension is a missing file, not a screen.
        !/\.[a-z0-9]{1,8}$/i.test(url);
      if (wantsPage) {
        const isAdmin = url === '/admin' || url.startsWith('/admin/');
        if (isAdmin && hasAdmin) {
          return reply.header('cache-control', REVALIDATE).sendFile('index.html', options.adminDir);
        }
        if (!isAdmin && portalPages) return sendPortalPage(portalPages, request, reply, url);
      }
      return sendApiNotFound(request, reply);
    });
  },
  { name: 'static-apps', dependencies: ['errors'] },
);
