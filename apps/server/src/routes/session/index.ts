import type { FastifyInstance } from 'fastify';
import { closeSmsDriver } from '../../services/sms/sms-driver-registry';
import { registerAccountRoutes } from './account';
import { registerDevSmsRoute } from './dev-sms';
import { registerSignInRoutes } from './sign-in';

/** Sign-in, codes, tokens (docs/product.md#session-and-sign-in). */
export function registerSessionRoutes(app: FastifyInstance) {
  registerSignInRoutes(app);
  registerAccountRoutes(app);
  registerDevSmsRoute(app);
  // The SMS driver (an SMPP bind) lives as long as the app that sends through it.
  app.addHook('onClose', async () => {
    await closeSmsDriver(app.deps.database);
  });
}
