import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The portal's three inline scripts, allowed by their hashes: before first paint, index.html sets
 * `<html lang dir>` from the stored language (docs/product.md#languages), and starts Intl's set-up
 * on a worker made from a blob (docs/design.md#intl-set-up-off-the-main-thread); its boot overlay
 * is cancelled by Escape before the app's scripts arrive (docs/product.md#loading-overlay).
 * A test recomputes them from apps/web/index.html, so an edit of a script that forgets its hash (here and in
 * deploy/security-headers.conf) fails there, not in a browser.
 */
export const PORTAL_INLINE_SCRIPT_HASHES = [
  "'sha256-+LiRTqEYBrHmjq0wXJa2CkW5aNA+WrX23XPtrwa8/fM='",
  "'sha256-dPdy6h0eQISf0blok84NuESuoGsFK+AJcLVtWzk+Vus='",
  "'sha256-GmFUGCV1Uj0km0BWURGKht21+19cPAMjzeEApUSF5ZE='",
];

/**
 * Security headers with a strict CSP: the portal and back office are built bundles served from our
 * own origin, so nothing third-party is needed, and nothing inline but the portal's three scripts
 * (allowed by their hashes, not by 'unsafe-inline'). React and uPlot set styles through the CSSOM, which
 * `style-src 'self'` allows.
 */
function helmetOptions(isProduction: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...PORTAL_INLINE_SCRIPT_HASHES],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        // The service worker, and the Intl warm-up worker that index.html makes from a blob.
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Over plain http on a laptop HSTS means nothing; in production the TLS proxy is in front.
    strictTransportSecurity: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/** The two header sets, computed once at start: no per-request part (no nonces). */
export interface SecurityHeaders {
  /** HTML pages, static files, Swagger UI: everything a browser renders or runs. */
  document: Record<string, string>;
  /** JSON answers under `/api/` (not `/api/docs`). */
  api: Record<string, string>;
}

/**
 * The headers helmet would set, computed once. Our policy has no per-request part (no nonces), yet
 * helmet's middleware rebuilds the CSP string on every request, which profiling showed to be the
 * largest cost of a cached public read after the socket write (docs/benchmarks.md).
 */
function documentSecurityHeaders(isProduction: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(helmetOptions(isProduction))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure instanceof Error ? failure : new Error('helmet refused its options');
  headers['permissions-policy'] = 'camera=(), microphone=(), geolocation=(), payment=()';
  return headers;
}

/**
 * What a JSON answer needs, as the OWASP REST Security Cheat Sheet lists it: no sniffing it into
 * HTML, no framing it, HTTPS only (production), and a CSP that lets nothing load should a browser
 * ever render it. The document headers (script and style sources, COOP, Permissions-Policy,
 * Referrer-Policy…) govern pages a browser renders and navigates and do nothing for JSON; over
 * HTTP/1.1 they cost a subscriber about 650 bytes on every API call, and the server and client a
 * header each to write and parse (the public reads' budget, docs/benchmarks.md).
 */
function apiSecurityHeaders(document: Record<string, string>): Record<string, string> {
  const hsts = document['strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
}

export function securityHeaders(isProduction: boolean): SecurityHeaders {
  const document = documentSecurityHeaders(isProduction);
  return { document, api: apiSecurityHeaders(document) };
}

/** JSON answers: the API, but not Swagger UI's page and scripts under `/api/docs`. */
function isApiUrl(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

export const securityPlugin = fp(
  (app: FastifyInstance, options: { headers: SecurityHeaders }) => {
    const { document, api } = options.headers;
    // Set before anything can answer, so errors, 404s and static files carry them too.
    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      void reply.headers(isApiUrl(request.url) ? api : document);
      done();
    });
  },
  { name: 'security' },
);
