import type { FastifyInstance } from 'fastify';
import { receiveDevOperatorUssd, receiveOperatorUssd } from '@sarraf/contracts';
import { routeFromContract, textAnswer } from '../../lib/route';
import { operatorCallerOf } from '../../plugins/operator-auth';
import { storedForm } from '../../services/operator-events';
import { simulatedCaller } from '../../services/operators';
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
  const dev = contract === receiveDevOperatorUssd;
  routeFromContract(app, contract, async ({ body, request, reply }) => {
    void reply.header('cache-control', 'no-store');
    const caller = dev
      ? simulatedCaller(deps.config, storedForm(deps, body.msisdn))
      : operatorCallerOf(request);
    return textAnswer(await answerUssd(deps, body, caller));
  });
}
