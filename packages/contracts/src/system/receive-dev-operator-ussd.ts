import { defineContract } from '../contract';
import { ZReceiveOperatorUssdRequest, ZReceiveOperatorUssdResponse } from './receive-operator-ussd';

/**
 * The operator's USSD webhook without its shared secret, for `npm run channel:sim` against a server
 * started without OPERATOR_WEBHOOK_SECRET; never in production. Answers `text/plain` like it.
 */
export const receiveDevOperatorUssd = defineContract({
  method: 'POST',
  path: '/api/dev/operator/ussd',
  summary: 'Dev only: one USSD step, answered as the operator webhook answers it',
  tags: ['dev'],
  access: 'public',
  devOnly: true,
  body: ZReceiveOperatorUssdRequest,
  produces: [{ kind: 'text', contentType: 'text/plain; charset=utf-8' }],
  response: ZReceiveOperatorUssdResponse,
});
