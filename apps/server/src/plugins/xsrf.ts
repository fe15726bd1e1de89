import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { xsrfMismatch } from '../lib/http-error';
import {
  newXsrfToken,
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
 * Double-submit XSRF protection (DESIGN §4, SPEC §7/§9 names). Any GET without an `XSRF-TOKEN`
 * cookie gets one (random, readable by the portal's axios, SameSite=Lax). A request with an unsafe
 * method whose only credential is the `access_token` cookie, which a cross-site page could make the
 * browser send, must echo that cookie in `X-XSRF-TOKEN`, else 419. Bearer requests cannot be forged
 * across sites and need no header.
 */
export const xsrfPlugin = fp(
  (app: FastifyInstance, options: { isProduction: boolean; appSecret: string }) => {
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (SAFE_METHODS.has(request.method)) {
        if (request.method === 'GET' && !request.cookies[XSRF_COOKIE] && !isStaticAsset(request.url)) {
          void reply.setCookie(XSRF_COOKIE, newXsrfToken(options.appSecret), {
            path: '/',
            httpOnly: false,
            sameSite: 'lax',
            secure: options.isProduction,
          });
        }
        return;
      }
      const access = request.routeOptions.config?.access;
      if (access !== 'subscriber' && access !== 'optional') return;
      if (readAccessCredential(request)?.via !== 'cookie') return;
      const header = request.headers[XSRF_HEADER];
      const echoed = Array.isArray(header) ? header[0] : header;
      if (!xsrfTokensMatch(options.appSecret, request.cookies[XSRF_COOKIE], echoed)) throw xsrfMismatch();
    });
  },
  { name: 'xsrf', dependencies: ['errors'] },
);
