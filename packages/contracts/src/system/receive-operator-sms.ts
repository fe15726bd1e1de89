import { z } from 'zod';
import { defineContract } from '../contract';
import { ZTimestamp } from '../common/fields';
import { ZData } from '../common/envelope';
import { ZMsisdnInput } from '../common/msisdn';

/** A mobile-originated SMS a subscriber sent to the short code. */
export const ZReceiveOperatorSmsRequest = z.object({
  message_id: z.string().trim().min(1).max(100),
  from: ZMsisdnInput,
  /** The short code it was sent to. */
  to: z.string().trim().min(1).max(20),
  text: z.string().max(1600),
  received_at: ZTimestamp.optional(),
});
export type TReceiveOperatorSmsRequest = z.infer<typeof ZReceiveOperatorSmsRequest>;

/** `cancelled` when the text was a cancel keyword (`الغاء`, `STOP`) and a subscription was cancelled. */
export const ZReceiveOperatorSmsResponse = ZData(
  z.object({
    duplicate: z.boolean(),
    action: z.enum(['cancelled', 'none']),
  }),
);
export type TReceiveOperatorSmsResponse = z.infer<typeof ZReceiveOperatorSmsResponse>;

/** A cancel keyword cancels free of charge; replays of `message_id` change nothing. */
export const receiveOperatorSms = defineContract({
  method: 'POST',
  path: '/api/operator/sms',
  summary: 'Operator webhook: an SMS a subscriber sent to the short code',
  tags: ['operator'],
  access: 'operator',
  body: ZReceiveOperatorSmsRequest,
  response: ZReceiveOperatorSmsResponse,
});
