import type { FastifyInstance } from 'fastify';
import { receiveDevOperatorSms } from '@sarraf/contracts';
import { routeFromContract } from '../../lib/route';
import { receiveOperatorSms } from '../../services/operator';
import { storedForm } from '../../services/operator-events';
import { simulatedCaller } from '../../services/operators';
import { registerDevUssdRoute } from './ussd';

/**
 * `POST /api/dev/operator/sms` and `/api/dev/operator/ussd`: the keyword and USSD webhooks without
 * the operator's secret, so `npm run channel:sim` talks to a plain `npm start`, where
 * OPERATOR_WEBHOOK_SECRET is unset and the real webhooks refuse everything
 * (docs/keyword-channel.md#the-simulator). The same services answer, so what the simulator shows is
 * what a phone gets, through the number's own operator. Registered only when dev routes are on (see session/dev-sms.ts), never in
 * production.
 */
export function registerDevChannelRoutes(app: FastifyInstance) {
  if (!app.deps.config.network.devRoutes) return;
  const deps = { ...app.deps, log: app.log };
  routeFromContract(app, receiveDevOperatorSms, async ({ body }) => ({
    data: await receiveOperatorSms(deps, body, simulatedCaller(deps.config, storedForm(deps, body.from))),
  }));
  registerDevUssdRoute(app);
}
