import { and, eq, gte, like, lte, or, type SQL } from 'drizzle-orm';
import type { TAdminSms } from '@sarraf/contracts';
import type { Db } from '../../../db/client';
import { smsMessages } from '../../../db/schema/index';
import type { MsisdnMatch } from '../operations/msisdn-search';
import { escapeLike, iso } from '../../../lib/query-helpers';
import { maskSmsText, pageSmsMessages } from '../../sms';

type SmsRow = typeof smsMessages.$inferSelect;

/** An SMS as the back office shows it: the code of a code SMS masked, never shown. */
export function presentSms(row: SmsRow): TAdminSms {
  return {
    id: row.id,
    operator_id: row.operatorId,
    msisdn: row.msisdn,
    text: maskSmsText(row.text, row.purpose),
    purpose: row.purpose,
    status: row.status,
    driver: row.driver,
    attempts: row.attempts,
    last_error: row.lastError,
    subscriber_id: row.subscriberId,
    created_at: row.createdAt.toISOString(),
    sent_at: iso(row.sentAt),
    delivered_at: iso(row.deliveredAt),
  };
}

export interface SmsFilter {
  /** One operator's messages (the request's scope, services/back-office/operator-scope.ts). */
  operatorId?: string | undefined;
  /** A subscriber's messages are those to their number, sent before or after they subscribed. */
  msisdn?: MsisdnMatch | undefined;
  status?: SmsRow['status'] | undefined;
  purpose?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** SMS rows, newest first. */
export async function findSmsRows(
  db: Db,
  filter: SmsFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: TAdminSms[]; total: number }> {
  const conditions: (SQL | undefined)[] = [];
  if (filter.operatorId) conditions.push(eq(smsMessages.operatorId, filter.operatorId));
  if (filter.msisdn?.kind === 'exact') conditions.push(eq(smsMessages.msisdn, filter.msisdn.msisdn));
  if (filter.msisdn?.kind === 'partial')
    conditions.push(like(smsMessages.msisdn, `%${filter.msisdn.digits}%`));
  if (filter.status) conditions.push(eq(smsMessages.status, filter.status));
  if (filter.purpose) {
    conditions.push(
      or(
        eq(smsMessages.purpose, filter.purpose),
        like(smsMessages.purpose, `${escapeLike(filter.purpose)}.%`),
      ),
    );
  }
  if (filter.from) conditions.push(gte(smsMessages.createdAt, filter.from));
  if (filter.to) conditions.push(lte(smsMessages.createdAt, filter.to));
  const { rows, total } = await pageSmsMessages(db, and(...conditions), page);
  return { rows: rows.map(presentSms), total };
}
