import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { xsrfMismatch } from '../lib/http-error';
import { addRouteOnRequest } from '../lib/route-hooks';
import {
  hasXsrfCookie,
  newXsrfSetCookie,
  readAccessCredential,
  XSRF_COOKIE,
  XSRF_HEADER,
  xsrfTokensMatch,
} from '../lib/session-cookie';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// Hashed, immutable build files are cached by browsers and proxies: a Set-Cookie on them could be
// cached and handed to other people.
const isStaticAsset = (url: string) => url.startsWith('/assets/') || url.startsWith('/admin/assets/');

/**
 * Double-submit XSRF protection (docs/design.md#api-conventions, names in docs/product.md#session-keys). Any
 * GET without an `XSRF-TOKEN` cookie gets one (random, readable by the portal's axios, SameSite=Lax). A
 * request with an unsafe method whose only credential is the `access_token` cookie, which a cross-site page
 * could make the browser send, must echo that cookie in `X-XSRF-TOKEN`, else 419. Bearer requests cannot be
 * forged across sites and need no header.
 */
export const xsrfPlugin = fp(
  (app: FastifyInstance, options: { isProduction: boolean; appSecret: string }) => {
    // Every GET, matched or not (the portal's first page load is the static fallback).
    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      if (request.method === 'GET' && !hasXsrfCookie(request.headers.cookie) && !isStaticAsset(request.url)) {
        // Fastify appends to Set-Cookie, and @fastify/cookie adds its own cookies after this one.
        void reply.header('set-cookie', newXsrfSetCookie(options.appSecret, options.isProduction));
      }
      done();
    });

    const checkEcho = (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
      if (SAFE_METHODS.has(request.method) || readAccessCredential(request)?.via !== 'cookie') return done();
      const header = request.headers[XSRF_HEADER];
      const echoed = Array.isArray(header) ? header[0] : header;
      done(
        xsrfTokensMatch(options.appSecret, request.cookies[XSRF_COOKIE], echoed) ? undefined : xsrfMismatch(),
      );
    };
    // Registered before the auth plugin's, so a forged request is refused before any token lookup.
    app.addHook('onRoute', (route) => {
      const access = route.config?.access;
      if (access === 'subscriber' || access === 'optional') addRouteOnRequest(route, checkEcho);
    });
  },
  { name: 'xsrf', dependencies: ['errors'] },
);
