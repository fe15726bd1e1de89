import type { FastifyInstance } from 'fastify';
import { adminGetSettings, adminUpdateSettings } from '@sarraf/contracts';
import { routeFromContract } from '../../lib/route';
import { requireAdmin } from '../../plugins/admin-auth';
import { readAdminSettings, updateAdminSettings } from '../../services/settings';

/** Operator tunables: everyone signed in reads them, only admins change them. */
export function registerAdminSettingsRoutes(app: FastifyInstance) {
  const { database } = app.deps;

  routeFromContract(app, adminGetSettings, async () => ({ data: await readAdminSettings(database.db) }));

  routeFromContract(app, adminUpdateSettings, async ({ body, request }) => ({
    data: await updateAdminSettings(database.db, { admin: requireAdmin(request), ip: request.ip }, body),
  }));
}
