import type { z } from 'zod';
import { defineContract } from '../contract';
import { ZBillEntry, ZBillEntryKind, ZTransactionStatus } from '../common/entities/transaction';
import { ZPaged } from '../common/envelope';
import { ZDateRangeQuery, ZPageQuery, refineDateRange } from '../common/query';

/**
 * Date range, status and kind filters, paged; `from`/`to` bound `created_at`; newest first. A
 * `status` filter keeps ledger rows only (subscription events have none).
 */
export const ZGetMyBillTransactionsQuery = refineDateRange(
  ZPageQuery.extend({
    status: ZTransactionStatus.optional(),
    kind: ZBillEntryKind.optional(),
    ...ZDateRangeQuery.shape,
  }),
);
export type TGetMyBillTransactionsQuery = z.infer<typeof ZGetMyBillTransactionsQuery>;

export const ZGetMyBillTransactionsResponse = ZPaged(ZBillEntry);
export type TGetMyBillTransactionsResponse = z.infer<typeof ZGetMyBillTransactionsResponse>;

export const getMyBillTransactions = defineContract({
  method: 'GET',
  path: '/api/client/my-bill/subscriber/transactions',
  summary:
    'Every charge and refund of the signed-in subscriber, succeeded or failed, and every cancellation, reactivation and plan change, newest first, paged',
  tags: ['my-bill'],
  access: 'subscriber',
  billToken: true,
  query: ZGetMyBillTransactionsQuery,
  response: ZGetMyBillTransactionsResponse,
});
