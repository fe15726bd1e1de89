import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, tooManyRequests } from '../lib/http-error';
import { readPartnerKey } from '../lib/partner-key';
import { addRouteOnRequest } from '../lib/route-hooks';
import { type AuthenticatedPartner, authenticatePartnerKey } from '../services/partner';

declare module 'fastify' {
  interface FastifyRequest {
    /** The partner of an `access: 'partner'` route, its key and its one price source. */
    partner: AuthenticatedPartner | null;
  }
}

const QUOTA_WINDOW_S = 60;

/**
 * Partners' API keys (docs/partner-api.md): on routes whose contract says `access: 'partner'`,
 * `Authorization: Bearer srf_live_…` must name a live key (else 401, whatever the header holds), and
 * each key gets PARTNER_REQUESTS_PER_MIN requests a minute, counted in the shared counter store so
 * several API processes agree (else 429 with Retry-After). Both run before the body is read.
 */
export const partnerAuthPlugin = fp(
  (app: FastifyInstance) => {
    const { config, database, counters } = app.deps;
    app.decorateRequest('partner', null);

    const authenticate = async (request: FastifyRequest) => {
      const key = readPartnerKey(request.headers.authorization);
      const partner = key ? await authenticatePartnerKey(database.db, config.appSecret, key) : null;
      if (!partner) throw new HttpError(401, 'partner_key_refused');
      const hit = await counters.hit(`partner:key:${partner.keyId}`, QUOTA_WINDOW_S);
      if (hit.count > config.partner.requestsPerMin)
        throw tooManyRequests(hit.resetInS, 'partner_too_many_requests');
      request.partner = partner;
    };
    app.addHook('onRoute', (route) => {
      if (route.config?.access === 'partner') addRouteOnRequest(route, authenticate);
    });
  },
  { name: 'partner-auth', dependencies: ['errors'] },
);

/**
 * The partner of an `access: 'partner'` route; a `source_id` the request names must be the key's own
 * source (403 otherwise: a key is scoped to one source).
 */
export function requirePartner(request: FastifyRequest, sourceId?: number): AuthenticatedPartner {
  const partner = request.partner;
  if (!partner) throw new HttpError(401, 'partner_key_refused');
  if (sourceId !== undefined && sourceId !== partner.sourceId)
    throw new HttpError(403, 'partner_source_forbidden');
  return partner;
}
