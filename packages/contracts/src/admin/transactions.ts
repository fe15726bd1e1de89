import { z } from 'zod';
import { defineContract } from '../contract';
import { ZPaged } from '../common/envelope';
import { ZCurrencyCode, ZMinorAmount, ZOperatorId, ZRecordId, ZTimestamp, ZUuid } from '../common/fields';
import { ZMsisdn } from '../common/msisdn';
import { ZId, ZDateRangeQuery, ZPageQuery, refineDateRange } from '../common/query';
import { ZTransactionKind, ZTransactionStatus } from '../common/entities/transaction';
import { ZAdminReason, ZMsisdnSearch } from './ops-fields';

/** A ledger row as the back office sees it: with its subscriber, and what is left to refund. */
export const ZAdminTransaction = z.object({
  id: ZRecordId,
  /** The operator the row is filed under: its gateway charged it, its settlement counts it. */
  operator_id: ZOperatorId,
  reference: z.string(),
  kind: ZTransactionKind,
  status: ZTransactionStatus,
  amount_minor: ZMinorAmount.min(1),
  currency: ZCurrencyCode,
  description: z.string(),
  reason: z.string().nullable(),
  subscriber_id: ZRecordId,
  /** The subscriber's number; for a retired subscriber, the number it had. */
  msisdn: ZMsisdn,
  /** When the subscriber's number was given to someone else, or null. */
  subscriber_retired_at: ZTimestamp.nullable(),
  subscription_uuid: ZUuid,
  plan_name: z.string(),
  /** For a refund: the charge it returns money of. */
  refund_of_id: ZRecordId.nullable(),
  /** For a succeeded charge: what earlier refunds returned and what may still be refunded. */
  refunded_minor: ZMinorAmount,
  refundable_minor: ZMinorAmount,
  period_start: ZTimestamp.nullable(),
  period_end: ZTimestamp.nullable(),
  created_at: ZTimestamp,
  settled_at: ZTimestamp.nullable(),
});
export type TAdminTransaction = z.infer<typeof ZAdminTransaction>;

export const ZAdminTransactionsQuery = refineDateRange(
  ZPageQuery.extend({
    status: ZTransactionStatus.optional(),
    kind: ZTransactionKind.optional(),
    msisdn: ZMsisdnSearch.optional(),
    subscriber_id: ZId.optional(),
    /** One operator's rows only (docs/operators.md#the-care-role); a care user always sees its own. */
    operator: ZOperatorId.optional(),
    ...ZDateRangeQuery.shape,
  }),
);
export type TAdminTransactionsQuery = z.infer<typeof ZAdminTransactionsQuery>;

export const adminListTransactions = defineContract({
  method: 'GET',
  path: '/api/admin/transactions',
  summary: 'The charging ledger across subscribers, newest first, filtered by status, kind, dates, msisdn',
  tags: ['admin'],
  access: 'admin',
  role: 'admin',
  care: true,
  query: ZAdminTransactionsQuery,
  response: ZPaged(ZAdminTransaction),
});

export const ZAdminRefundRequest = z.object({
  /** Minor units; at most the charge's amount minus earlier refunds. */
  amount_minor: z.int().min(1).max(100_000_000),
  reason: ZAdminReason,
  /**
   * Chosen by the form when it opens: a second submit with the same key (a double click, a retry
   * after a lost answer) returns the first refund instead of refunding twice.
   */
  idempotency_key: z.uuid(),
});
export type TAdminRefundRequest = z.infer<typeof ZAdminRefundRequest>;

export const ZAdminRefundResponse = z.object({ message: z.string(), data: ZAdminTransaction });
export type TAdminRefundResponse = z.infer<typeof ZAdminRefundResponse>;

export const adminRefundTransaction = defineContract({
  method: 'POST',
  path: '/api/admin/transactions/:id/refund',
  summary: 'Refunds (part of) a succeeded charge as a new ledger row of kind refund; audited',
  tags: ['admin'],
  access: 'admin',
  role: 'admin',
  care: true,
  params: z.object({ id: ZId }),
  body: ZAdminRefundRequest,
  response: ZAdminRefundResponse,
});
