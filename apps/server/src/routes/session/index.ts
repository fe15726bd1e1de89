import type { FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './account';
import { registerDevSmsRoute } from './dev-sms';
import { registerSignInRoutes } from './sign-in';

/** Sign-in, codes, tokens (docs/product.md#session-and-sign-in). */
export function registerSessionRoutes(app: FastifyInstance) {
  registerSignInRoutes(app);
  registerAccountRoutes(app);
  registerDevSmsRoute(app);
}
