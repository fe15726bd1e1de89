import { z } from 'zod';
import { defineContract } from '../contract';
import { ZPaged } from '../common/envelope';
import { ZRecordId, ZTimestamp } from '../common/fields';
import { ZPageQuery } from '../common/query';
import { ZSmsStatus } from '../system/get-dev-sms';

/**
 * One SMS we sent the subscriber: notices, price changes, reminders, receipts, alerts. One-time
 * codes are never listed (a code is for the phone that asked for it, once).
 */
export const ZBillSms = z.object({
  id: ZRecordId,
  text: z.string(),
  /** Why it was sent: `billing.price_change`, `billing.reminder.renewal`, `billing.receipt`… */
  purpose: z.string(),
  status: ZSmsStatus,
  created_at: ZTimestamp,
});
export type TBillSms = z.infer<typeof ZBillSms>;

export const ZGetMyBillSmsQuery = ZPageQuery.pick({ page: true, per_page: true });
export type TGetMyBillSmsQuery = z.infer<typeof ZGetMyBillSmsQuery>;

export const ZGetMyBillSmsResponse = ZPaged(ZBillSms);
export type TGetMyBillSmsResponse = z.infer<typeof ZGetMyBillSmsResponse>;

export const getMyBillSms = defineContract({
  method: 'GET',
  path: '/api/client/my-bill/subscriber/sms',
  summary:
    "My bill's SMS list: every message sent to the signed-in subscriber but codes, newest first, paged",
  tags: ['my-bill'],
  access: 'subscriber',
  billToken: true,
  query: ZGetMyBillSmsQuery,
  response: ZGetMyBillSmsResponse,
});
