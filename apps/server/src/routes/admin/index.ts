import type { FastifyInstance } from 'fastify';
import { registerAdminSessionRoutes } from './session';

/** The back office's API under /api/admin (issue 7). */
export function registerAdminRoutes(app: FastifyInstance) {
  registerAdminSessionRoutes(app);
}
