import type { FastifyInstance } from 'fastify';
import { receiveOneApiDelivery, receiveOneApiInbound } from '@sarraf/contracts';
import { routeFromContract } from '../../lib/route';
import { receiveInboundSms } from '../../services/phone-channels';
import { recordOneApiDelivery } from '../../services/sms';

/**
 * The OneAPI gateway's callbacks (docs/operator-integration.md#callbacks-we-accept): HTTP Basic and
 * OPERATOR_CIDRS are checked by plugins/operator-callback-auth.ts before anything else; a repeat
 * changes nothing and still answers 200.
 */
export function registerOneApiCallbackRoutes(app: FastifyInstance) {
  const deps = { ...app.deps, log: app.log };
  routeFromContract(app, receiveOneApiDelivery, async ({ body }) => ({
    data: await recordOneApiDelivery({ db: deps.database.db, log: deps.log }, body),
  }));
  routeFromContract(app, receiveOneApiInbound, async ({ body }) => {
    const message = body.inboundSMSMessageNotification.inboundSMSMessage;
    const { duplicate } = await receiveInboundSms(deps, {
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
