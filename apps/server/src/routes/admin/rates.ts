import type { FastifyInstance } from 'fastify';
import { adminGetRateGrid, adminPreviewRateImport, adminPublishRates } from '@sarraf/contracts';
import { routeFromContract } from '../../lib/route';
import { pickLang, say } from '../../lib/messages';
import { requireAdmin } from '../../plugins/admin-auth';
import { getRateGrid, previewRateImport, publishAdminRates } from '../../services/back-office';

/** Daily rate entry and the pasted import. Editors and admins. */
export function registerAdminRateRoutes(app: FastifyInstance) {
  const { database, contentCache, jobs } = app.deps;

  routeFromContract(app, adminGetRateGrid, async ({ query }) => ({
    data: await getRateGrid(database.db, query.source_id),
  }));

  routeFromContract(app, adminPublishRates, async ({ body, request }) => {
    const admin = requireAdmin(request);
    const result = await publishAdminRates(database.db, body, { admin, ip: request.ip }, contentCache, jobs);
    return {
      message: say(request, 'rates_published'),
      data: { recorded_at: result.recordedAt.toISOString(), published: result.published },
    };
  });

  routeFromContract(app, adminPreviewRateImport, async ({ body, request }) => ({
    data: await previewRateImport(
      database.db,
      { text: body.text, sourceId: body.source_id },
      pickLang(request.headers['accept-language']),
    ),
  }));
}
