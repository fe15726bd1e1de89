import type { FastifyInstance } from 'fastify';
import { adminListAuditLog } from '@sarraf/contracts';
import { routeFromContract } from '../../../lib/route';
import { listAuditLog } from '../../../services/back-office';

export function registerAuditLogRoutes(app: FastifyInstance) {
  const { config, database } = app.deps;
  routeFromContract(app, adminListAuditLog, ({ query }) => listAuditLog(database.db, config.timeZone, query));
}
