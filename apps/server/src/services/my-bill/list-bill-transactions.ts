import { and, count, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { TGetMyBillTransactionsQuery, TGetMyBillTransactionsResponse } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { transactions } from '../../db/schema/index';
import { presentTransaction } from '../billing/present-transaction';

const DAY_MS = 86_400_000;

/** A bare date as `from` is that day's start, as `to` its end (UTC, as the contract's range check). */
function bound(value: string | undefined, edge: 'from' | 'to'): Date | undefined {
  if (!value) return undefined;
  const at = Date.parse(value);
  return new Date(value.length === 10 && edge === 'to' ? at + DAY_MS - 1 : at);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * My bill: every ledger row of the subscriber, charges and refunds, succeeded, failed or
 * still pending, newest first, paged; filtered by status, kind, a `created_at` range and words of
 * the description or reference. Only the token's own rows: the subscriber id comes from the token.
 */
export async function listBillTransactions(
  db: Db,
  subscriberId: number,
  query: TGetMyBillTransactionsQuery,
): Promise<TGetMyBillTransactionsResponse> {
  const conditions: (SQL | undefined)[] = [eq(transactions.subscriberId, subscriberId)];
  if (query.status) conditions.push(eq(transactions.status, query.status));
  if (query.kind) conditions.push(eq(transactions.kind, query.kind));
  const from = bound(query.from, 'from');
  const to = bound(query.to, 'to');
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
