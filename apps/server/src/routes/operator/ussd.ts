import type { FastifyInstance } from 'fastify';
import { receiveDevOperatorUssd, receiveOperatorUssd } from '@sarraf/contracts';
import { routeFromContract, textAnswer } from '../../lib/route';
import { answerUssd } from '../../services/phone-channels';

/**
 * `POST /api/operator/ussd` (docs/ussd.md): the answer is `text/plain` (`CON …`/`END …`), as its
 * contract says. The body is validated by the contract (a 422 in Arabic JSON, as every endpoint),
 * and `access: 'operator'` puts the shared-secret check of plugins/operator-auth.ts before it.
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
  routeFromContract(app, contract, async ({ body, reply }) => {
    void reply.header('cache-control', 'no-store');
    return textAnswer(await answerUssd(deps, body));
  });
}
