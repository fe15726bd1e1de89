import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { OPERATOR_SECRET_HEADER } from '@sarraf/contracts';
import { HttpError } from '../lib/http-error';
import { addRouteOnRequest } from '../lib/route-hooks';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The operator whose credentials an operator route was called with (its webhook secret, or its
     * OneAPI callback user); null on every other route.
     */
    operatorCaller: string | null;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The operator of an operator route, set by its credentials check before the handler runs. */
export function operatorCallerOf(request: FastifyRequest): string {
  if (!request.operatorCaller) throw new HttpError(401, 'operator_webhook_refused');
  return request.operatorCaller;
}

/**
 * The operators' webhooks (docs/design.md#operator-webhooks, docs/operators.md#callers-are-told-apart):
 * routes whose contract says `access: 'operator'` need the `x-operator-secret` header equal to one
 * operator's webhook secret (OPERATOR_WEBHOOK_SECRET, or its `operator_webhook_secret`), compared in
 * constant time against every operator's, else 401 before the body is read. The secret that matched
 * names the operator the call speaks for. An operator without a secret is refused altogether: a
 * webhook that cancels subscriptions and settles charges must never be open by default.
 */
export const operatorAuthPlugin = fp(
  (app: FastifyInstance) => {
    app.decorateRequest('operatorCaller', null);
    const secrets = app.deps.config.operators.flatMap((operator) =>
      operator.operatorWebhookSecret
        ? [{ id: operator.id, expected: digest(operator.operatorWebhookSecret) }]
        : [],
    );
    const checkSecret = (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
      const header = request.headers[OPERATOR_SECRET_HEADER];
      const presented = Array.isArray(header) ? header[0] : header;
      if (secrets.length === 0) {
        request.log.warn('operator webhook refused: no operator has a webhook secret');
        return done(new HttpError(401, 'operator_webhook_refused'));
      }
      const given = digest(presented ?? '');
      // Every secret is compared, so the time taken says nothing of which one came close.
      let caller: string | null = null;
      for (const { id, expected } of secrets) {
        if (timingSafeEqual(given, expected) && presented) caller = id;
      }
      if (!caller) {
        request.log.warn('operator webhook refused: wrong or missing shared secret');
        return done(new HttpError(401, 'operator_webhook_refused'));
      }
      request.operatorCaller = caller;
      done();
    };
    app.addHook('onRoute', (route) => {
      if (route.config?.access === 'operator') addRouteOnRequest(route, checkSecret);
    });
  },
  { name: 'operator-auth', dependencies: ['errors'] },
);
