import { OPERATOR_SECRET_HEADER } from '@sarraf/contracts';

/**
 * Where the simulator posts a phone's message: the operator's webhook with the shared secret when it
 * has one, else the same handler's dev route, which a server outside production (a plain
 * `npm start`, where OPERATOR_WEBHOOK_SECRET is unset and the webhook refuses everything) offers
 * (docs/keyword-channel.md#the-simulator).
 */
export function webhookOf(channel: 'sms' | 'ussd', secret: string) {
  return secret
    ? { path: `/api/operator/${channel}`, headers: { [OPERATOR_SECRET_HEADER]: secret } }
    : { path: `/api/dev/operator/${channel}`, headers: {} };
}

export const NO_DEV_ROUTE =
  'This server has no dev routes (production, or not on a loopback HOST): pass --secret or set OPERATOR_WEBHOOK_SECRET.';
