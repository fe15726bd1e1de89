import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './http-error';
import { parseMsisdn } from './msisdn';

/** Who a valid access token belongs to; set by the auth plugin (plugins/auth.ts). */
export interface AuthSubscriber {
  id: number;
  /** Digits with country code: the number the token was issued to. */
  msisdn: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in subscriber on routes with `access: 'subscriber'` (always set there) or
     * `'optional'` (null without a valid token); null on every other route.
     */
    subscriber: AuthSubscriber | null;
    /** Id of the access token that authenticated the request (logout revokes it). */
    accessTokenId: string | null;
  }
}

/** The signed-in subscriber, or a 401 (for handlers of `optional` routes, and for type narrowing). */
export function requireSubscriber(request: FastifyRequest): AuthSubscriber {
  if (!request.subscriber) throw unauthorized();
  return request.subscriber;
}

/**
 * An msisdn in an authenticated payload must be the token's own, else 403. The token is
 * trusted, never the payload: a number in any form (077…, +967…) that normalises to the token's
 * number passes and is returned normalised; any other number, or one that cannot be read, is a 403.
 */
export function assertOwnMsisdn(request: FastifyRequest, msisdn: string): string {
  const subscriber = requireSubscriber(request);
  const { config } = request.server.deps;
  const parsed = parseMsisdn(msisdn, { defaultCountry: config.defaultCountry });
  if (!parsed.ok || parsed.msisdn !== subscriber.msisdn) throw forbidden();
  return subscriber.msisdn;
}
