import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Keeps only IP addresses in X-Forwarded-For before anything reads `request.ip`. Behind a trusted
 * proxy Fastify takes the client address from that header, and a client may put anything in it:
 * "garbage" would become `request.ip`, key the per-IP limits and fail the `inet` columns that record
 * it (a 500, found by the fuzz test). Entries that are not addresses are dropped, as if never sent.
 */
export function sanitizeForwardedFor(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  const entries = (Array.isArray(value) ? value.join(',') : value)
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => isIP(entry) !== 0);
  return entries.length ? entries.join(', ') : undefined;
}

export const forwardedForPlugin = fp(
  (app: FastifyInstance) => {
    app.addHook('onRequest', (request, _reply, done) => {
      const headers = request.raw.headers;
      if (headers['x-forwarded-for'] !== undefined) {
        const clean = sanitizeForwardedFor(headers['x-forwarded-for']);
        if (clean === undefined) delete headers['x-forwarded-for'];
        else headers['x-forwarded-for'] = clean;
      }
      done();
    });
  },
  { name: 'forwarded-for' },
);
