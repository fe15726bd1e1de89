import type { FastifyInstance } from 'fastify';
import { adminGetDashboard } from '@sarraf/contracts';
import { routeFromContract } from '../../../lib/route';
import { requireAdmin } from '../../../plugins/admin-auth';
import { getDashboard } from '../../../services/back-office';

export function registerDashboardRoutes(app: FastifyInstance) {
  const { config, database } = app.deps;
  routeFromContract(app, adminGetDashboard, ({ request }) =>
    getDashboard(database.db, config, requireAdmin(request).user.role),
  );
}
