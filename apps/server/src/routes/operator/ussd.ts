import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { receiveDevOperatorUssd, receiveOperatorUssd } from '@sarraf/contracts';
import { answerUssd } from '../../services/phone-channels';

/**
 * `POST /api/operator/ussd` (docs/ussd.md). Registered by hand: the answer is `text/plain`
 * (`CON …`/`END …`), which the contract's JSON serializer must not quote. The body is still
 * validated by the contract (a 422 in Arabic JSON, as every endpoint), and `access: 'operator'` puts
 * the shared-secret check of plugins/operator-auth.ts before it.
 */
export function registerUssdRoutes(app: FastifyInstance) {
  registerUssdRoute(app, receiveOperatorUssd);
}

/** The same menu without the secret, for `npm run channel:sim` (dev routes only, see dev-channel.ts). */
export function registerDevUssdRoute(app: FastifyInstance) {
  registerUssdRoute(app, receiveDevOperatorUssd);
}

function registerUssdRoute(
  app: FastifyInstance,
  contract: typeof receiveOperatorUssd | typeof receiveDevOperatorUssd,
) {
  const deps = { ...app.deps, log: app.log };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    schema: { body: contract.body },
    config: { access: contract.access },
    handler: async (request, reply) => {
      const text = await answerUssd(deps, request.body);
      return reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(text);
    },
  });
}
