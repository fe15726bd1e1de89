import type { FastifyInstance } from 'fastify';
import { receiveOperatorNotification, receiveOperatorSms } from '@sarraf/contracts';
import { routeFromContract } from '../../lib/route';
import { operatorCallerOf } from '../../plugins/operator-auth';
import * as operator from '../../services/operator';
import { registerOneApiCallbackRoutes } from './oneapi';
import { registerDevChannelRoutes } from './dev-channel';
import { registerUssdRoutes } from './ussd';

/**
 * The operators' webhooks (docs/design.md#operator-webhooks): charge and status notifications, and SMS
 * sent to the short code. The shared secret is checked by plugins/operator-auth.ts before anything
 * else and names the operator, which may act only on its own numbers and charges
 * (docs/operators.md#callers-are-told-apart); every event is logged and idempotent on the operator's
 * id, and a replay still answers 200. The USSD menu
 * answers each step of a session in text (docs/ussd.md).
 */
export function registerOperatorRoutes(app: FastifyInstance) {
  const deps = { ...app.deps, log: app.log };
  routeFromContract(app, receiveOperatorNotification, async ({ body, request }) => ({
    data: await operator.receiveOperatorNotification(deps, body, operatorCallerOf(request)),
  }));
  routeFromContract(app, receiveOperatorSms, async ({ body, request }) => ({
    data: await operator.receiveOperatorSms(deps, body, operatorCallerOf(request)),
  }));
  registerOneApiCallbackRoutes(app);
  registerUssdRoutes(app);
  registerDevChannelRoutes(app);
}
