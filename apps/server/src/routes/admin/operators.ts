import type { FastifyInstance } from 'fastify';
import { adminListOperators } from '@sarraf/contracts';
import { routeFromContract } from '../../lib/route';
import { presentOperators } from '../../services/operators';

/** The operators served, for the back office's choices (the plan form, docs/operators.md#plans). */
export function registerAdminOperatorRoutes(app: FastifyInstance) {
  const { config } = app.deps;
  routeFromContract(app, adminListOperators, () => ({ data: presentOperators(config.operators) }));
}
