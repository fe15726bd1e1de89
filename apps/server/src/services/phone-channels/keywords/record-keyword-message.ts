import type { SmsPurpose } from '@sarraf/contracts/sms-purposes';
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { keywordMessages, smsMessages } from '../../../db/schema/index';
import { operatorOfRecipient } from '../../sms';
import type { KeywordDeps } from './keyword-deps';

/** The reply of one inbound message: a text to send, or an SMS billing already stored and sent. */
export type KeywordReply = { kind: 'text'; text: string } | { kind: 'notice'; smsId: number; text: string };

export interface KeywordMessageRecord {
  eventId: number;
  channel: string;
  messageId: string;
  msisdn: string | null;
  text: string;
  keyword: string;
  argument: string | null;
  outcome: string;
  receivedAt: Date;
}

/** Reply SMS rows of the keyword channel carry this purpose (my bill and the SMS log show it). */
export const KEYWORD_REPLY_PURPOSE = 'keyword.reply' satisfies SmsPurpose;

/**
 * Stores an inbound message's row in the keyword log and its reply SMS, in one transaction, then
 * queues the reply for `sms.send` like every other SMS. The reply's dedupe key is the inbound
 * message's event: whatever runs twice, one inbound message never gets two replies.
 */
export async function recordKeywordMessage(
  deps: KeywordDeps,
  record: KeywordMessageRecord,
  reply: KeywordReply | null,
  subscriberId: number | null,
): Promise<{ replySmsId: number | null }> {
  const db = deps.database.db;
  const { config } = deps;
  const queued = await db.transaction(async (tx) => {
    let replySmsId: number | null = reply?.kind === 'notice' ? reply.smsId : null;
    let fresh = false;
    if (reply?.kind === 'text' && record.msisdn) {
      const [row] = await tx
        .insert(smsMessages)
        .values({
          msisdn: record.msisdn,
          text: reply.text,
          sender: config.sms.sender,
          purpose: KEYWORD_REPLY_PURPOSE,
          subscriberId,
          dedupeKey: `${KEYWORD_REPLY_PURPOSE}:${record.eventId}`,
          operatorId: operatorOfRecipient(config, record.msisdn).id,
          driver: config.sms.driver,
          nextAttemptAt: new Date(),
        })
        .onConflictDoNothing()
        .returning({ id: smsMessages.id });
      replySmsId = row?.id ?? null;
      fresh = row !== undefined;
    }
    await tx
      .insert(keywordMessages)
      .values({
        ...record,
        text: record.text.slice(0, 160),
        replySmsId,
        replyText: reply && (reply.kind === 'notice' || replySmsId !== null) ? reply.text : null,
      })
      .onConflictDoNothing();
    return fresh ? replySmsId : null;
  });
  if (queued !== null) {
    try {
      await deps.jobs.sendSms(queued);
    } catch (error) {
      // The row is stored `queued`; the reconcile job sends SMS whose job was lost.
      deps.log.error({ err: error, sms: queued }, 'could not queue a keyword reply');
    }
  }
  return { replySmsId: queued };
}

/**
 * The billing notice a keyword's action has just stored (the welcome of a subscription, the notice
 * of a cancellation): it is that message's reply, so no second SMS is sent.
 */
export async function noticeSentSince(
  db: Db,
  subscriberId: number,
  purposes: readonly string[],
  since: Date,
): Promise<{ smsId: number; text: string } | null> {
  const [row] = await db
    .select({ id: smsMessages.id, text: smsMessages.text })
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.subscriberId, subscriberId),
        inArray(smsMessages.purpose, [...purposes]),
        gte(smsMessages.createdAt, since),
      ),
    )
    .orderBy(desc(smsMessages.id))
    .limit(1);
  return row ? { smsId: row.id, text: row.text } : null;
}
