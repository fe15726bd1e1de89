import type { FastifyInstance } from 'fastify';
import { adminCreatePartnerKey, adminListPartnerKeys, adminRevokePartnerKey } from '@sarraf/contracts';
import { routeFromContract } from '../../lib/route';
import { say } from '../../lib/messages';
import { requireAdmin } from '../../plugins/admin-auth';
import { createPartnerKey, listPartnerKeys, revokePartnerKey } from '../../services/partner';

/** Partners' API keys (docs/partner-api.md#keys). Admins only. */
export function registerPartnerKeyRoutes(app: FastifyInstance) {
  const { database, config } = app.deps;

  routeFromContract(app, adminListPartnerKeys, async () => ({ data: await listPartnerKeys(database.db) }));

  // 201 (the contract's status): the only answer that ever holds the key.
  routeFromContract(app, adminCreatePartnerKey, async ({ body, request }) => ({
    data: await createPartnerKey(
      database.db,
      config.appSecret,
      { sourceId: body.source_id, name: body.name },
      { admin: requireAdmin(request), ip: request.ip },
    ),
  }));

  routeFromContract(app, adminRevokePartnerKey, async ({ params, request }) => {
    const revoked = await revokePartnerKey(database.db, params.id, {
      admin: requireAdmin(request),
      ip: request.ip,
    });
    return {
      message: say(request, 'partner_key_revoked'),
      data: { id: revoked.id, revoked_at: revoked.revokedAt.toISOString() },
    };
  });
}
