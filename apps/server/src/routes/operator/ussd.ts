import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { receiveOperatorUssd } from '@sarraf/contracts';
import { answerUssd } from '../../services/ussd/answer-ussd';

/**
 * `POST /api/operator/ussd` (docs/ussd.md). Registered by hand: the answer is `text/plain`
 * (`CON …`/`END …`), which the contract's JSON serializer must not quote. The body is still
 * validated by the contract (a 422 in Arabic JSON, as every endpoint), and `access: 'operator'` puts
 * the shared-secret check of plugins/operator-auth.ts before it.
 */
export function registerUssdRoutes(app: FastifyInstance) {
  const deps = { ...app.deps, log: app.log };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: receiveOperatorUssd.method,
    url: receiveOperatorUssd.path,
    schema: { body: receiveOperatorUssd.body },
    config: { access: receiveOperatorUssd.access },
    handler: async (request, reply) => {
      const text = await answerUssd(deps, request.body);
      return reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(text);
    },
  });
}
