import type { FastifyInstance } from 'fastify';
import { adminGetSettings, adminUpdateSettings } from '@sarraf/contracts';
import { routeFromContract } from '../../lib/route';
import { requireAdmin } from '../../plugins/admin-auth';
import { recordAdminAudit } from '../../services/back-office/record-audit';
import { readAdminSettings, writeAdminSettings } from '../../services/back-office/settings/admin-settings';

/** Operator tunables: everyone signed in reads them, only admins change them. */
export function registerAdminSettingsRoutes(app: FastifyInstance) {
  const { database } = app.deps;

  routeFromContract(app, adminGetSettings, async () => ({ data: await readAdminSettings(database.db) }));

  routeFromContract(app, adminUpdateSettings, async ({ body, request }) => {
    const admin = requireAdmin(request);
    const data = await database.db.transaction(async (tx) => {
      const before = await readAdminSettings(tx);
      await writeAdminSettings(tx, body, admin.user.id);
      await recordAdminAudit(
        tx,
        { admin, ip: request.ip },
        { action: 'settings.update', entity: 'settings', before, after: body },
      );
      return body;
    });
    return { data };
  });
}
