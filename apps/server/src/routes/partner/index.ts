import type { FastifyInstance } from 'fastify';
import { partnerPushRates, partnerReadRates } from '@sarraf/contracts';
import { routeFromContract, textAnswer } from '../../lib/route';
import { requirePartner } from '../../plugins/partner-auth';
import { partnerRatesCsv, pushPartnerRates, readPartnerRates } from '../../services/partner';

/**
 * The partner API (docs/partner-api.md): keys, scope and quota are checked by
 * plugins/partner-auth.ts before these handlers run.
 */
export function registerPartnerRoutes(app: FastifyInstance) {
  const { database, contentCache, jobs } = app.deps;

  // 202 (the contract's status): some lines may only be published once an editor approves them.
  routeFromContract(app, partnerPushRates, async ({ body, request }) => {
    const partner = requirePartner(request, body.source_id);
    return { data: await pushPartnerRates(database.db, partner, body, request.ip, contentCache, jobs) };
  });

  // JSON, or with format=csv text/csv (the contract's two forms); the query is validated either way.
  routeFromContract(app, partnerReadRates, async ({ query, request, reply }) => {
    const partner = requirePartner(request, query.source_id);
    const rows = await readPartnerRates(database.db, partner.sourceId);
    void reply.header('cache-control', 'no-store');
    return query.format === 'csv' ? textAnswer(partnerRatesCsv(rows)) : { data: rows };
  });
}
