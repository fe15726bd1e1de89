import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { partnerPushRates, partnerReadRates } from '@sarraf/contracts';
import { routeFromContract } from '../../lib/route';
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

  // Registered by hand: with format=csv the answer is text/csv, which the contract's JSON serializer
  // must not touch. The query is still validated by the contract (422 per field).
  app.withTypeProvider<ZodTypeProvider>().route({
    method: partnerReadRates.method,
    url: partnerReadRates.path,
    schema: { querystring: partnerReadRates.query },
    config: { access: partnerReadRates.access },
    handler: async (request, reply) => {
      const partner = requirePartner(request, request.query.source_id);
      const rows = await readPartnerRates(database.db, partner.sourceId);
      void reply.header('cache-control', 'no-store');
      if (request.query.format === 'csv') {
        return reply.header('content-type', 'text/csv; charset=utf-8').send(partnerRatesCsv(rows));
      }
      return reply.send(partnerReadRates.response.parse({ data: rows }));
    },
  });
}
