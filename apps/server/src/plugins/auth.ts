import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/http-error';
import { addRouteOnRequest } from '../lib/route-hooks';
import { readAccessCredential, setAccessTokenCookie } from '../lib/session-cookie';
import { authenticateAccessToken } from '../services/session';

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
      (access: 'subscriber' | 'optional', billToken: boolean) =>
      async (request: FastifyRequest, reply: FastifyReply) => {
        const credential = readAccessCredential(request);
        const authenticated = credential
          ? await authenticateAccessToken(database.db, config, credential.token)
          : null;
        // A my-bill token opens the my-bill routes only (docs/adr/0007-a-bill-token-is-not-a-client-session.md):
        // elsewhere it is no session. On an `optional` route it still names itself, so logout
        // can revoke it, but nobody is signed in by it.
        if (!authenticated || (authenticated.scope === 'bill' && !billToken)) {
          if (access === 'subscriber') throw unauthorized();
          if (authenticated) request.accessTokenId = authenticated.tokenId;
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
      if (access === 'subscriber' || access === 'optional') {
        addRouteOnRequest(route, authenticate(access, route.config?.billToken === true));
      }
    });
  },
  { name: 'auth', dependencies: ['errors'] },
);
