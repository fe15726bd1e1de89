import type { FastifyInstance } from 'fastify';
import { receiveOneApiDelivery, receiveOneApiInbound } from '@sarraf/contracts';
import { routeFromContract } from '../../lib/route';
import { operatorCallerOf } from '../../plugins/operator-auth';
import { receiveInboundSms } from '../../services/phone-channels';
import { recordOneApiDelivery } from '../../services/sms';

/**
 * The OneAPI gateways' callbacks (docs/operator-integration.md#callbacks-we-accept): HTTP Basic and
 * OPERATOR_CIDRS are checked by plugins/operator-callback-auth.ts before anything else, and the
 * credentials name the operator, which may act only on its own SMS and numbers; a repeat changes
 * nothing and still answers 200.
 */
export function registerOneApiCallbackRoutes(app: FastifyInstance) {
  const deps = { ...app.deps, log: app.log };
  routeFromContract(app, receiveOneApiDelivery, async ({ body, request }) => ({
    data: await recordOneApiDelivery(deps, body, operatorCallerOf(request)),
  }));
  routeFromContract(app, receiveOneApiInbound, async ({ body, request }) => {
    const message = body.inboundSMSMessageNotification.inboundSMSMessage;
    const { duplicate } = await receiveInboundSms(deps, {
      operatorId: operatorCallerOf(request),
      channel: 'oneapi',
      messageId: message.messageId,
      from: message.senderAddress,
      to: message.destinationAddress,
      text: message.message,
      payload: body,
    });
    return { data: { duplicate } };
  });
}
