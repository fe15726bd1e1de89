import type { FastifyInstance } from 'fastify';
import { registerHealthRoutes } from './system/health';
import { registerSessionRoutes } from './session/index';
import { registerContentRoutes } from './content/index';
import { registerAdminRoutes } from './admin/index';
import { registerSubscriptionRoutes } from './subscription/index';
import { registerMyBillRoutes } from './my-bill/index';
import { registerOperatorRoutes } from './operator/index';
import { registerDevBillingRoute } from './system/dev-billing';
import { registerDevRevenueRoute } from './system/dev-revenue';
import { registerAlertRoutes } from './alerts/index';
import { registerHeRoutes } from './he/index';
import { registerPartnerRoutes } from './partner/index';

/**
 * Every API route, by area. Each area's `index.ts` registers its resources from their contracts;
 * features add their area here.
 */
export function registerRoutes(app: FastifyInstance) {
  registerHealthRoutes(app, app.deps.database);
  registerSessionRoutes(app);
  registerHeRoutes(app);
  registerContentRoutes(app);
  registerAdminRoutes(app);
  registerSubscriptionRoutes(app);
  registerMyBillRoutes(app);
  registerOperatorRoutes(app);
  registerDevBillingRoute(app);
  registerDevRevenueRoute(app);
  registerAlertRoutes(app);
  registerPartnerRoutes(app);
}
