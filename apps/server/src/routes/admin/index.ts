import type { FastifyInstance } from 'fastify';
import { registerAdminSessionRoutes } from './session';
import { registerAdminRateRoutes } from './rates';
import { registerAdminSettingsRoutes } from './settings';
import { registerAdminContentRoutes } from './content';

/** The back office's API under /api/admin (issue 7). */
export function registerAdminRoutes(app: FastifyInstance) {
  registerAdminSessionRoutes(app);
  registerAdminRateRoutes(app);
  registerAdminSettingsRoutes(app);
  registerAdminContentRoutes(app);
}
