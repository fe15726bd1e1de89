import type { z } from 'zod';
import { defineContract } from '../contract';
import { ZTransaction, ZTransactionKind, ZTransactionStatus } from '../common/entities/transaction';
import { ZPaged } from '../common/envelope';
import { ZDateRangeQuery, ZPageQuery, refineDateRange } from '../common/query';

/** Date range and status filters, paged; `from`/`to` bound `created_at`; newest first. */
export const ZGetMyBillTransactionsQuery = refineDateRange(
  ZPageQuery.extend({
    status: ZTransactionStatus.optional(),
    kind: ZTransactionKind.optional(),
    ...ZDateRangeQuery.shape,
  }),
);
export type TGetMyBillTransactionsQuery = z.infer<typeof ZGetMyBillTransactionsQuery>;

export const ZGetMyBillTransactionsResponse = ZPaged(ZTransaction);
export type TGetMyBillTransactionsResponse = z.infer<typeof ZGetMyBillTransactionsResponse>;

export const getMyBillTransactions = defineContract({
  method: 'GET',
  path: '/api/client/my-bill/subscriber/transactions',
  summary: 'Every charge of the signed-in subscriber, succeeded or failed, newest first, paged',
  tags: ['my-bill'],
  access: 'subscriber',
  billToken: true,
  query: ZGetMyBillTransactionsQuery,
  response: ZGetMyBillTransactionsResponse,
});
