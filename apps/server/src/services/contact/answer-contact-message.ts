import { eq } from 'drizzle-orm';
import type { TAdminContactDetail } from '@sarraf/contracts';
import { contactMessages, subscribers } from '../../db/schema/index';
import { notFound, unprocessable } from '../../lib/http-error';
import { type SmsDeps, storeSms } from '../sms';
import type { AuthenticatedAdmin } from '../audit';
import { recordAdminAudit } from '../audit';
import { CONTACT_ANSWER_ACTION, CONTACT_ENTITY, contactDetail } from './contact-rows';

/** The SMS that carries an answer: says who writes and what it answers. */
export function contactReplySmsText(subject: string, reply: string): string {
  const about = subject.trim() ? ` بخصوص «${subject.trim().slice(0, 40)}»` : '';
  return `صرّاف: ردّاً على رسالتك${about}:\n${reply}`;
}

/**
 * Answers a contact message: stores the reply with who and when (in its audit row),
 * marks the message answered, and when the sender's number is a subscriber's sends the reply by
 * SMS: the row is written in the same transaction and the `sms.send` job sends it after the commit,
 * so a gateway outage delays the SMS but never loses it.
 */
export async function answerContactMessage(
  deps: SmsDeps,
  actor: { admin: AuthenticatedAdmin; ip: string },
  id: number,
  request: { reply: string; send_sms: boolean },
): Promise<{ detail: TAdminContactDetail; smsId: number | null }> {
  const outcome = await deps.database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!row) throw notFound();

    let smsId: number | null = null;
    if (request.send_sms) {
      // The writer's own account when they were signed in, else the number they typed, if a
      // subscriber's. A signed-in writer whose number was since given to someone else is not
      // answered by SMS: the reply would reach the new owner.
      const writer = row.subscriberId
        ? eq(subscribers.id, row.subscriberId)
        : row.msisdn
          ? eq(subscribers.msisdn, row.msisdn)
          : null;
      const [subscriber] = writer
        ? await tx
            .select({ id: subscribers.id, msisdn: subscribers.msisdn })
            .from(subscribers)
            .where(writer)
            .limit(1)
        : [];
      if (!subscriber) throw unprocessable({ send_sms: ['ops_contact_no_subscriber'] });
      if (subscriber.msisdn === null) throw unprocessable({ send_sms: ['ops_contact_number_recycled'] });
      const sms = await storeSms(tx, deps.config, {
        msisdn: subscriber.msisdn,
        text: contactReplySmsText(row.subject, request.reply),
        purpose: 'contact.reply',
        subscriberId: subscriber.id,
      });
      smsId = sms.id;
    }

    const now = new Date();
    const [updated] = await tx
      .update(contactMessages)
      .set({ status: 'answered', answeredAt: now, updatedAt: now })
      .where(eq(contactMessages.id, id))
      .returning();
    await recordAdminAudit(tx, actor, {
      action: CONTACT_ANSWER_ACTION,
      entity: CONTACT_ENTITY,
      entityId: id,
      before: { status: row.status, answered_at: row.answeredAt },
      after: { status: 'answered', answered_at: now, reply: request.reply, sms_id: smsId },
    });
    return { row: updated!, smsId };
  });
  if (outcome.smsId) await deps.jobs.sendSms(outcome.smsId);
  const detail = await contactDetail(deps.database.db, outcome.row);
  return { detail, smsId: outcome.smsId };
}
