import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TAdminContactDetail, TAdminContactMessage, TAdminContactReply } from '@sarraf/contracts';
import type { Db, Tx } from '../../db/client';
import type { contactMessages } from '../../db/schema/index';
import { auditLog, smsMessages, subscribers } from '../../db/schema/index';
import { iso } from '../../lib/query-helpers';

export type ContactRow = typeof contactMessages.$inferSelect;

/** The audit action of an answer. Its `after` holds the reply: the audit row is the reply's record. */
export const CONTACT_ANSWER_ACTION = 'contact_message.answer';
export const CONTACT_ENTITY = 'contact_message';

export function presentContact(row: ContactRow): TAdminContactMessage {
  return {
    id: row.id,
    name: row.name,
    msisdn: row.msisdn,
    email: row.email,
    subject: row.subject,
    message: row.message,
    currency: row.currency,
    status: row.status,
    subscriber_id: row.subscriberId,
    created_at: row.createdAt.toISOString(),
    answered_at: iso(row.answeredAt),
  };
}

interface StoredAnswer {
  reply?: unknown;
  sms_id?: unknown;
}

/**
 * A message with its answers. The schema has no reply column and this change adds no migration, so
 * each answer lives in its audit row (who, when, the text, the SMS id), written in the same
 * transaction as the status change: the inbox reads them back from there.
 */
export async function contactDetail(db: Db | Tx, row: ContactRow): Promise<TAdminContactDetail> {
  const answers = await db
    .select({ after: auditLog.after, actorLabel: auditLog.actorLabel, at: auditLog.at })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, CONTACT_ENTITY),
        eq(auditLog.entityId, String(row.id)),
        eq(auditLog.action, CONTACT_ANSWER_ACTION),
      ),
    )
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  const smsIds = answers
    .map(({ after }) => (after as StoredAnswer | null)?.sms_id)
    .filter((id): id is number => typeof id === 'number');
  const sms = smsIds.length
    ? await db
        .select({ id: smsMessages.id, status: smsMessages.status })
        .from(smsMessages)
        .where(inArray(smsMessages.id, smsIds))
    : [];
  const replies: TAdminContactReply[] = answers.map(({ after, actorLabel, at }) => {
    const stored = (after ?? {}) as StoredAnswer;
    const smsId = typeof stored.sms_id === 'number' ? stored.sms_id : null;
    return {
      text: typeof stored.reply === 'string' ? stored.reply : '',
      admin_email: actorLabel,
      at: at.toISOString(),
      sms_id: smsId,
      sms_status: smsId ? (sms.find((message) => message.id === smsId)?.status ?? null) : null,
    };
  });
  // A visitor who wrote without signing in may still be a subscriber: the number tells.
  const [byNumber] =
    row.subscriberId === null && row.msisdn
      ? await db.select({ id: subscribers.id }).from(subscribers).where(eq(subscribers.msisdn, row.msisdn))
      : [];
  return { ...presentContact(row), subscriber_id: row.subscriberId ?? byNumber?.id ?? null, replies };
}
