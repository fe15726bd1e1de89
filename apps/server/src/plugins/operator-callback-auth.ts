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
 * The OneAPI gateways' callbacks (docs/operator-integration.md#callbacks-we-accept,
 * docs/operators.md#callers-are-told-apart): routes whose contract says `access: 'operator-callback'`
 * need HTTP Basic credentials equal to one operator's callback user and password
 * (ONEAPI_CALLBACK_USER/PASSWORD, or its `oneapi_callback_*`), compared in constant time against
 * every operator's (else 401), and the credentials name the operator the call speaks for. When that
 * operator lists OPERATOR_CIDRS the call must come from them (403; the client address is the one
 * TRUST_PROXY resolves, never a header the caller chose). An address no operator lists is refused
 * first, whatever the credentials, when every operator lists its ranges. Both run before the body is
 * read. An operator without credentials is refused altogether: a callback that cancels
 * subscriptions must never be open by default. The webhook secret plays no part here.
 */
export const operatorCallbackAuthPlugin = fp(
  (app: FastifyInstance) => {
    const callers = app.deps.config.operators.flatMap(({ id, oneApi, operatorCidrs }) =>
      oneApi.callbackUser && oneApi.callbackPassword
        ? [
            {
              id,
              expected: digest(`${oneApi.callbackUser}:${oneApi.callbackPassword}`),
              fromOperator: operatorCidrs.length > 0 ? addressMatcher(operatorCidrs) : null,
            },
          ]
        : [],
    );
    const { operators } = app.deps.config;
    const fromAnyOperator = operators.every((operator) => operator.operatorCidrs.length > 0)
      ? addressMatcher(operators.flatMap((operator) => operator.operatorCidrs))
      : null;
    const check = (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
      if (fromAnyOperator && !fromAnyOperator(request.ip)) {
        request.log.warn({ ip: request.ip }, 'operator callback refused: address outside OPERATOR_CIDRS');
        return done(forbidden());
      }
      if (callers.length === 0) {
        request.log.warn('operator callback refused: no operator has callback credentials');
        return done(new HttpError(401, 'operator_webhook_refused'));
      }
      const presented = basicCredentials(request.headers.authorization);
      const given = digest(presented ?? '');
      // Every operator's credentials are compared, so the time taken names none of them.
      let caller: (typeof callers)[number] | null = null;
      for (const candidate of callers) {
        if (timingSafeEqual(given, candidate.expected) && presented !== null) caller = candidate;
      }
      if (!caller) {
        request.log.warn('operator callback refused: wrong or missing Basic credentials');
        return done(new HttpError(401, 'operator_webhook_refused'));
      }
      if (caller.fromOperator && !caller.fromOperator(request.ip)) {
        request.log.warn(
          { ip: request.ip, operator: caller.id },
          "operator callback refused: address outside the operator's OPERATOR_CIDRS",
        );
        return done(forbidden());
      }
      request.operatorCaller = caller.id;
      done();
    };
    app.addHook('onRoute', (route) => {
      if (route.config?.access === 'operator-callback') addRouteOnRequest(route, check);
    });
  },
  { name: 'operator-callback-auth', dependencies: ['errors', 'operator-auth'] },
);
