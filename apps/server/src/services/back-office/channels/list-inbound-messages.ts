import { and, count, desc, eq, gte, like, lte, sql, type SQL } from 'drizzle-orm';
import type { TAdminInboundMessage, TAdminInboundQuery, TKeywordKind, TPageMeta } from '@sarraf/contracts';
import type { Db } from '../../../db/client';
import { keywordMessages, operatorWebhookEvents, smsMessages } from '../../../db/schema/index';
import type { MsisdnRules } from '../../../lib/msisdn';
import { msisdnMatch } from '../operations/msisdn-search';
import { iso, pageMeta } from '../../../lib/query-helpers';
import { rangeBound } from '../../../lib/local-time';

/**
 * The keyword channel's log (docs/keyword-channel.md#back-office): every SMS sent to the short code,
 * newest first, with the keyword it was read as, what was done and the reply with its delivery status.
 */
export async function listInboundMessages(
  db: Db,
  /** TIME_ZONE: a bare day in `from`/`to` is a day there. */
  zone: string,
  rules: MsisdnRules,
  query: TAdminInboundQuery,
): Promise<{ data: TAdminInboundMessage[]; meta: TPageMeta }> {
  const conditions: (SQL | undefined)[] = [];
  const number = query.msisdn ? msisdnMatch(query.msisdn, rules) : null;
  if (number?.kind === 'exact') conditions.push(eq(keywordMessages.msisdn, number.msisdn));
  if (number?.kind === 'partial') conditions.push(like(keywordMessages.msisdn, `%${number.digits}%`));
  if (query.keyword) conditions.push(eq(keywordMessages.keyword, query.keyword));
  if (query.operator) {
    // A message is the operator's that brought it: its operator event says which.
    conditions.push(
      sql`exists (select 1 from ${operatorWebhookEvents} where ${operatorWebhookEvents.id} = ${keywordMessages.eventId}
        and ${operatorWebhookEvents.operatorId} = ${query.operator})`,
    );
  }
  const from = rangeBound(query.from, 'from', zone);
  const to = rangeBound(query.to, 'to', zone);
  if (from) conditions.push(gte(keywordMessages.receivedAt, from));
  if (to) conditions.push(lte(keywordMessages.receivedAt, to));
  const where = and(...conditions);

  const [rows, [total]] = await Promise.all([
    db
      .select({ message: keywordMessages, replyStatus: smsMessages.status })
      .from(keywordMessages)
      .leftJoin(smsMessages, eq(smsMessages.id, keywordMessages.replySmsId))
      .where(where)
      .orderBy(desc(keywordMessages.receivedAt), desc(keywordMessages.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ count: count() }).from(keywordMessages).where(where),
  ]);
  return {
    data: rows.map(({ message, replyStatus }) => ({
      id: message.id,
      channel: message.channel as TAdminInboundMessage['channel'],
      message_id: message.messageId,
      msisdn: message.msisdn,
      text: message.text,
      keyword: message.keyword as TKeywordKind,
      argument: message.argument,
      outcome: message.outcome,
      reply_sms_id: message.replySmsId,
      reply_text: message.replyText,
      reply_status: replyStatus,
      received_at: iso(message.receivedAt)!,
    })),
    meta: pageMeta(query.page, query.per_page, total?.count ?? 0),
  };
}
