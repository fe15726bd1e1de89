import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers with a strict CSP: the portal and back office are built bundles served from our
 * own origin, so nothing inline and nothing third-party is needed. React and uPlot set styles through
 * the CSSOM, which `style-src 'self'` allows.
 */
function helmetOptions(isProduction: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
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

/**
 * The headers helmet would set, computed once. Our policy has no per-request part (no nonces), yet
 * helmet's middleware rebuilds the CSP string on every request, which profiling showed to be the
 * largest cost of a cached public read after the socket write (DESIGN §7 budget).
 */
export function securityHeaders(isProduction: boolean): Record<string, string> {
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

export const securityPlugin = fp(
  (app: FastifyInstance, options: { headers: Record<string, string> }) => {
    const { headers } = options;
    // Set before anything can answer, so errors, 404s and static files carry them too.
    app.addHook('onRequest', (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      void reply.headers(headers);
      done();
    });
  },
  { name: 'security' },
);
