import { and, count, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { TGetMyBillTransactionsQuery, TGetMyBillTransactionsResponse } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { transactions } from '../../db/schema/index';
import { rangeBound } from '../../lib/local-time';
import { presentTransaction } from '../billing/present-transaction';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * My bill: every ledger row of the subscriber, charges and refunds, succeeded, failed or
 * still pending, newest first, paged; filtered by status, kind, a `created_at` range and words of
 * the description or reference. Only the token's own rows: the subscriber id comes from the token.
 */
export async function listBillTransactions(
  db: Db,
  /** TIME_ZONE: a bare day in `from`/`to` is a day there. */
  zone: string,
  subscriberId: number,
  query: TGetMyBillTransactionsQuery,
): Promise<TGetMyBillTransactionsResponse> {
  const conditions: (SQL | undefined)[] = [eq(transactions.subscriberId, subscriberId)];
  if (query.status) conditions.push(eq(transactions.status, query.status));
  if (query.kind) conditions.push(eq(transactions.kind, query.kind));
  const from = rangeBound(query.from, 'from', zone);
  const to = rangeBound(query.to, 'to', zone);
  if (from) conditions.push(gte(transactions.createdAt, from));
  if (to) conditions.push(lte(transactions.createdAt, to));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(or(ilike(transactions.description, pattern), ilike(transactions.reference, pattern)));
  }
  const where = and(...conditions);
  const [total] = await db.select({ total: count() }).from(transactions).where(where);
  const rows = await db
    .select()
    .from(transactions)
    .where(where)
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const totalRows = Number(total?.total ?? 0);
  return {
    data: rows.map(presentTransaction),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total: totalRows,
      last_page: Math.max(1, Math.ceil(totalRows / query.per_page)),
    },
  };
}
