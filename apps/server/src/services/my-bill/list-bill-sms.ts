import { and, eq, notLike } from 'drizzle-orm';
import type { TGetMyBillSmsQuery, TGetMyBillSmsResponse } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { smsMessages } from '../../db/schema/index';
import { pageSmsMessages } from '../sms';

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
  const { rows, total } = await pageSmsMessages(
    db,
    and(eq(smsMessages.subscriberId, subscriberId), notLike(smsMessages.purpose, 'otp.%')),
    { limit: query.per_page, offset: (query.page - 1) * query.per_page },
  );
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
      total,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
    },
  };
}
