import { z } from 'zod';
import { defineContract } from '../contract';
import { ZRecordId, ZTimestamp } from '../common/fields';
import { ZList } from '../common/envelope';
import { ZMsisdn, ZMsisdnInput } from '../common/msisdn';

export const ZGetDevSmsQuery = z.object({
  msisdn: ZMsisdnInput.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type TGetDevSmsQuery = z.infer<typeof ZGetDevSmsQuery>;

export const ZSmsStatus = z.enum(['queued', 'sending', 'sent', 'delivered', 'failed']);
export type TSmsStatus = z.infer<typeof ZSmsStatus>;

/** A message of the SMS log, text as the subscriber receives it. */
export const ZSmsMessage = z.object({
  id: ZRecordId,
  to: ZMsisdn,
  sender: z.string().nullable(),
  text: z.string(),
  /** Why it was sent, e.g. `otp.login`, `subscription.welcome`, `renewal.failed`. */
  purpose: z.string(),
  status: ZSmsStatus,
  created_at: ZTimestamp,
});
export type TSmsMessage = z.infer<typeof ZSmsMessage>;

export const ZGetDevSmsResponse = ZList(ZSmsMessage);
export type TGetDevSmsResponse = z.infer<typeof ZGetDevSmsResponse>;

/** The `outbox` driver's messages, newest first; never registered in production. */
export const getDevSms = defineContract({
  method: 'GET',
  path: '/api/dev/sms',
  summary: 'Dev only: the SMS outbox, newest first, optionally for one number',
  tags: ['dev'],
  access: 'public',
  devOnly: true,
  query: ZGetDevSmsQuery,
  response: ZGetDevSmsResponse,
});
