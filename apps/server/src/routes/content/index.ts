import type { FastifyInstance } from 'fastify';
import { registerCategoryRoutes } from './categories';
import { registerContactRoutes } from './contact';
import { registerCurrencyRoutes } from './currencies';
import { registerExchangeCompanyRoutes } from './exchange-companies';
import { registerNewsRoutes } from './news';
import { registerPriceSourceRoutes } from './price-sources';
import { registerRateRoutes } from './rates';

/**
 * Public content calls (docs/product.md#content). Reads are served from the content cache
 * (`cached-route.ts`); the contact form writes.
 */
export function registerContentRoutes(app: FastifyInstance) {
  registerCurrencyRoutes(app);
  registerRateRoutes(app);
  registerPriceSourceRoutes(app);
  registerCategoryRoutes(app);
  registerExchangeCompanyRoutes(app);
  registerNewsRoutes(app);
  registerContactRoutes(app);
}
