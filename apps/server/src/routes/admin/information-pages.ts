import type { FastifyInstance } from 'fastify';
import { adminListInformationPages, adminUpdateInformationPage } from '@sarraf/contracts';
import { routeFromContract } from '../../lib/route';
import { requireAdmin } from '../../plugins/admin-auth';
import { listInformationPages, updateInformationPage } from '../../services/information';

/** Who we are, privacy, terms: one row each, edited in place, sanitised and audited. */
export function registerAdminInformationPageRoutes(app: FastifyInstance) {
  const { database, contentCache } = app.deps;

  routeFromContract(app, adminListInformationPages, async () => ({
    data: await listInformationPages(database.db),
  }));

  routeFromContract(app, adminUpdateInformationPage, async ({ params, body, request }) => ({
    data: await updateInformationPage(
      database.db,
      contentCache,
      { admin: requireAdmin(request), ip: request.ip },
      params.key,
      body,
    ),
  }));
}
