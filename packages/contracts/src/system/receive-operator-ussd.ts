import { z } from 'zod';
import { defineContract } from '../contract';
import { ZMsisdnInput } from '../common/msisdn';

/**
 * One step of a USSD session, as the operator's gateway sends it: `text` is every input of the session
 * so far joined by `*` (empty on the first request, `1*2` after typing 1 then 2).
 */
export const ZReceiveOperatorUssdRequest = z.object({
  sessionId: z.string().trim().min(1).max(100),
  msisdn: ZMsisdnInput,
  /** The code dialled, e.g. `*123#`. */
  serviceCode: z.string().trim().min(1).max(30),
  text: z.string().max(500).default(''),
});
export type TReceiveOperatorUssdRequest = z.infer<typeof ZReceiveOperatorUssdRequest>;

/** The answer is `text/plain`: `CON <screen>` to continue the session, `END <screen>` to finish it. */
export const ZReceiveOperatorUssdResponse = z.string().regex(/^(CON|END) /);
export type TReceiveOperatorUssdResponse = z.infer<typeof ZReceiveOperatorUssdResponse>;

/** The USSD menu: rates, converter, gold, my subscription (cancel with a confirm step, free), help. */
export const receiveOperatorUssd = defineContract({
  method: 'POST',
  path: '/api/operator/ussd',
  summary: 'Operator webhook: one step of a USSD session (answers text/plain CON … or END …)',
  tags: ['operator'],
  access: 'operator',
  body: ZReceiveOperatorUssdRequest,
  produces: [{ kind: 'text', contentType: 'text/plain; charset=utf-8' }],
  response: ZReceiveOperatorUssdResponse,
});
