import type { FastifyInstance } from 'fastify';
import { adminGetRevenue } from '@sarraf/contracts';
import { routeFromContract } from '../../../lib/route';
import { getRevenue } from '../../../services/revenue';

/** The revenue dashboard, admins only, from the summary tables (docs/revenue.md#the-dashboard). */
export function registerRevenueRoutes(app: FastifyInstance) {
  const { config, database } = app.deps;
  routeFromContract(app, adminGetRevenue, async ({ query }) => ({
    data: await getRevenue(database.db, config.timeZone, query),
  }));
}
