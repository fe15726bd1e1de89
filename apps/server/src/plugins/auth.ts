import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/http-error';
import { addRouteOnRequest } from '../lib/route-hooks';
import { readAccessCredential, setAccessTokenCookie } from '../lib/session-cookie';
import { authenticateAccessToken } from '../services/session/authenticate-access-token';

/**
 * Subscriber authentication (docs/design.md#api-conventions). On routes whose contract says `access:
 * 'subscriber'` a valid token (`Authorization: Bearer` or the `access_token` cookie) is required, else 401
 * before the body is even parsed; on `'optional'` routes a valid token is read when present. Either way
 * `request.subscriber` (lib/auth.ts) carries who is signed in; handlers never read tokens.
 */
export const authPlugin = fp(
  (app: FastifyInstance) => {
    const { config, database } = app.deps;
    app.decorateRequest('subscriber', null);
    app.decorateRequest('accessTokenId', null);

    const authenticate =
      (access: 'subscriber' | 'optional') => async (request: FastifyRequest, reply: FastifyReply) => {
        const credential = readAccessCredential(request);
        const authenticated = credential
          ? await authenticateAccessToken(database.db, config, credential.token)
          : null;
        if (!authenticated) {
          if (access === 'subscriber') throw unauthorized();
          return;
        }
        request.subscriber = authenticated.subscriber;
        request.accessTokenId = authenticated.tokenId;
        // The cookie follows the sliding expiry, or the browser would drop a token still valid.
        if (authenticated.extended && credential?.via === 'cookie') {
          setAccessTokenCookie(reply, config, credential.token, authenticated.expiresAt);
        }
      };
    app.addHook('onRoute', (route) => {
      const access = route.config?.access;
      if (access === 'subscriber' || access === 'optional') addRouteOnRequest(route, authenticate(access));
    });
  },
  { name: 'auth', dependencies: ['errors'] },
);
