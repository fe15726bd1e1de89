import { z } from 'zod';
import { defineContract } from '../contract';
import { ZPaged } from '../common/envelope';
import { ZOperatorId, ZRecordId, ZTimestamp } from '../common/fields';
import { ZMsisdn } from '../common/msisdn';
import { ZDateRangeQuery, ZPageQuery, refineDateRange } from '../common/query';
import { ZMsisdnSearch, ZSmsPurposeFilter } from './ops-fields';
import { ZSmsStatus } from '../system/get-dev-sms';

/**
 * One SMS as the back office sees it: one-time codes are masked (never shown, docs/design.md#one-time-codes).
 */
export const ZAdminSms = z.object({
  id: ZRecordId,
  /** The operator whose gateway sends it. */
  operator_id: ZOperatorId,
  msisdn: ZMsisdn,
  text: z.string(),
  purpose: z.string(),
  status: ZSmsStatus,
  driver: z.string(),
  attempts: z.int().min(0),
  last_error: z.string().nullable(),
  subscriber_id: ZRecordId.nullable(),
  created_at: ZTimestamp,
  sent_at: ZTimestamp.nullable(),
  delivered_at: ZTimestamp.nullable(),
});
export type TAdminSms = z.infer<typeof ZAdminSms>;

export const ZAdminSmsQuery = refineDateRange(
  ZPageQuery.extend({
    status: ZSmsStatus.optional(),
    /** A purpose (`otp.login`) or a prefix of one (`otp`, `billing`). */
    purpose: ZSmsPurposeFilter.optional(),
    msisdn: ZMsisdnSearch.optional(),
    /** One operator's rows only (docs/operators.md#the-care-role); a care user always sees its own. */
    operator: ZOperatorId.optional(),
    ...ZDateRangeQuery.shape,
  }),
);
export type TAdminSmsQuery = z.infer<typeof ZAdminSmsQuery>;

export const adminListSms = defineContract({
  method: 'GET',
  path: '/api/admin/sms',
  summary: 'The SMS log with delivery status, newest first; codes masked',
  tags: ['admin'],
  access: 'admin',
  role: 'admin',
  care: true,
  query: ZAdminSmsQuery,
  response: ZPaged(ZAdminSms),
});
