import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { OPERATOR_SECRET_HEADER } from '@sarraf/contracts';
import { HttpError } from '../lib/http-error';
import { addRouteOnRequest } from '../lib/route-hooks';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The operator's webhooks (docs/design.md#operator-webhooks): routes whose contract says `access: 'operator'`
 * need the `x-operator-secret` header equal to OPERATOR_WEBHOOK_SECRET, compared in constant time, else 401
 * before the body is read. While the secret is unset they are refused altogether: a webhook that
 * cancels subscriptions and settles charges must never be open by default.
 */
export const operatorAuthPlugin = fp(
  (app: FastifyInstance) => {
    const secret = app.deps.config.operatorWebhookSecret;
    const expected = secret ? digest(secret) : null;
    const checkSecret = (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
      const header = request.headers[OPERATOR_SECRET_HEADER];
      const presented = Array.isArray(header) ? header[0] : header;
      if (!expected) {
        request.log.warn('operator webhook refused: OPERATOR_WEBHOOK_SECRET is not set');
        return done(new HttpError(401, 'operator_webhook_refused'));
      }
      if (!presented || !timingSafeEqual(digest(presented), expected)) {
        request.log.warn('operator webhook refused: wrong or missing shared secret');
        return done(new HttpError(401, 'operator_webhook_refused'));
      }
      done();
    };
    app.addHook('onRoute', (route) => {
      if (route.config?.access === 'operator') addRouteOnRequest(route, checkSecret);
    });
  },
  { name: 'operator-auth', dependencies: ['errors'] },
);
