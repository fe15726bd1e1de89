import { defineContract } from '../contract';
import { ZReceiveOperatorSmsRequest, ZReceiveOperatorSmsResponse } from './receive-operator-sms';

/**
 * The operator's SMS webhook without its shared secret, for `npm run channel:sim` against a server
 * started without OPERATOR_WEBHOOK_SECRET (the real webhook refuses everything then); never in
 * production.
 */
export const receiveDevOperatorSms = defineContract({
  method: 'POST',
  path: '/api/dev/operator/sms',
  summary: 'Dev only: an SMS to the short code, handled as the operator webhook handles it',
  tags: ['dev'],
  access: 'public',
  devOnly: true,
  body: ZReceiveOperatorSmsRequest,
  response: ZReceiveOperatorSmsResponse,
});
