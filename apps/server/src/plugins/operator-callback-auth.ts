import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, HttpError } from '../lib/http-error';
import { addressMatcher } from '../lib/ip-ranges';
import { addRouteOnRequest } from '../lib/route-hooks';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `user:password` of an `Authorization: Basic …` header, or null. */
function basicCredentials(header: string | undefined): string | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  return match ? Buffer.from(match[1]!, 'base64').toString('utf8') : null;
}

/**
 * The OneAPI gateway's callbacks (docs/operator-integration.md#callbacks-we-accept): routes whose
 * contract says `access: 'operator-callback'` are answered only from OPERATOR_CIDRS when it is set
 * (403; the client address is the one TRUST_PROXY resolves, never a header the caller chose) and
 * only with HTTP Basic credentials equal to ONEAPI_CALLBACK_USER/ONEAPI_CALLBACK_PASSWORD, compared
 * in constant time (401), before the body is read. While the credentials are unset they are refused
 * altogether: a callback that cancels subscriptions must never be open by default. The webhook
 * secret (OPERATOR_WEBHOOK_SECRET) plays no part here.
 */
export const operatorCallbackAuthPlugin = fp(
  (app: FastifyInstance) => {
    const { config } = app.deps;
    const { callbackUser, callbackPassword } = config.oneApi;
    const expected = callbackUser && callbackPassword ? digest(`${callbackUser}:${callbackPassword}`) : null;
    const fromOperator = config.operatorCidrs.length > 0 ? addressMatcher(config.operatorCidrs) : null;
    const check = (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
      if (fromOperator && !fromOperator(request.ip)) {
        request.log.warn({ ip: request.ip }, 'operator callback refused: address outside OPERATOR_CIDRS');
        return done(forbidden());
      }
      if (!expected) {
        request.log.warn('operator callback refused: ONEAPI_CALLBACK_USER/PASSWORD are not set');
        return done(new HttpError(401, 'operator_webhook_refused'));
      }
      const presented = basicCredentials(request.headers.authorization);
      if (presented === null || !timingSafeEqual(digest(presented), expected)) {
        request.log.warn('operator callback refused: wrong or missing Basic credentials');
        return done(new HttpError(401, 'operator_webhook_refused'));
      }
      done();
    };
    app.addHook('onRoute', (route) => {
      if (route.config?.access === 'operator-callback') addRouteOnRequest(route, check);
    });
  },
  { name: 'operator-callback-auth', dependencies: ['errors'] },
);
