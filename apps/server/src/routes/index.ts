import type { FastifyInstance } from 'fastify';
import { registerHealthRoutes } from './system/health';
import { registerSessionRoutes } from './session/index';
import { registerContentRoutes } from './content/index';

/**
 * Every API route, by area. Each area's `index.ts` registers its resources from their contracts;
 * features add their area here.
 */
export function registerRoutes(app: FastifyInstance) {
  registerHealthRoutes(app, app.deps.database);
  registerSessionRoutes(app);
  registerContentRoutes(app);
}
