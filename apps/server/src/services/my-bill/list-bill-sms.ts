import { and, count, desc, eq, isNotNull, notLike } from 'drizzle-orm';
import type { TGetMyBillSmsQuery, TGetMyBillSmsResponse } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { smsMessages } from '../../db/schema/index';

/**
 * My bill's SMS list: every message sent to the signed-in subscriber (lifecycle notices, price
 * changes, reminders, receipts, alerts), newest first, paged. Only the token's own (the id comes
 * from the token), and never a one-time code.
 */
export async function listBillSms(
  db: Db,
  subscriberId: number,
  query: TGetMyBillSmsQuery,
): Promise<TGetMyBillSmsResponse> {
  const where = and(
    isNotNull(smsMessages.subscriberId),
    eq(smsMessages.subscriberId, subscriberId),
    notLike(smsMessages.purpose, 'otp.%'),
  );
  const [total] = await db.select({ total: count() }).from(smsMessages).where(where);
  const rows = await db
    .select()
    .from(smsMessages)
    .where(where)
    .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const totalRows = Number(total?.total ?? 0);
  return {
    data: rows.map((row) => ({
      id: row.id,
      text: row.text,
      purpose: row.purpose,
      status: row.status,
      created_at: row.createdAt.toISOString(),
    })),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total: totalRows,
      last_page: Math.max(1, Math.ceil(totalRows / query.per_page)),
    },
  };
}
