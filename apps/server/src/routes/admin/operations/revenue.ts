import type { FastifyInstance } from 'fastify';
import { adminGetRevenue } from '@sarraf/contracts';
import { routeFromContract } from '../../../lib/route';
import { operatorScopeOf } from '../../../plugins/admin-auth';
import { getRevenue } from '../../../services/revenue';

/**
 * The revenue dashboard, from the summary tables (docs/revenue.md#the-dashboard): admins, of every
 * operator or one; a care user, of its own operator only.
 */
export function registerRevenueRoutes(app: FastifyInstance) {
  const { config, database } = app.deps;
  routeFromContract(app, adminGetRevenue, async ({ query, request }) => ({
    data: await getRevenue(database.db, config.timeZone, {
      ...query,
      operator: operatorScopeOf(request, query.operator),
    }),
  }));
}
