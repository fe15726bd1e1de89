import { OPERATOR_SECRET_HEADER } from '@sarraf/contracts';

/** The operator's webhook and its dev twin, by route name, for each channel. */
const WEBHOOKS = {
  sms: { operator: 'receiveOperatorSms', dev: 'receiveDevOperatorSms' },
  ussd: { operator: 'receiveOperatorUssd', dev: 'receiveDevOperatorUssd' },
} as const;

/**
 * Where the simulator posts a phone's message: the operator's webhook with the shared secret when it
 * has one, else the same handler's dev route, which a server outside production (a plain
 * `npm start`, where OPERATOR_WEBHOOK_SECRET is unset and the webhook refuses everything) offers
 * (docs/keyword-channel.md#the-simulator).
 */
export function webhookOf<C extends keyof typeof WEBHOOKS>(channel: C, secret: string) {
  const headers: Record<string, string> = secret ? { [OPERATOR_SECRET_HEADER]: secret } : {};
  return { route: secret ? WEBHOOKS[channel].operator : WEBHOOKS[channel].dev, headers };
}

export const NO_DEV_ROUTE =
  'This server has no dev routes (production, or not on a loopback HOST): pass --secret or set OPERATOR_WEBHOOK_SECRET.';
