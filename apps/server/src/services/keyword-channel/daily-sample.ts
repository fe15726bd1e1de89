import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keywordSamples } from '../../db/schema/index';
import { yemenDateOf } from '../../lib/yemen-time';

/**
 * Claims a non-subscriber's free sample of the day (Aden's calendar day) for one inbound message:
 * true for the first message of the day, and again for that same message if it is handled twice;
 * false for any other message that day. The row's key is the claim, so two messages at once still
 * give one sample (docs/keyword-channel.md#who-gets-what).
 */
export async function claimDailySample(db: Db, msisdn: string, messageId: string, now = new Date()) {
  const day = yemenDateOf(now);
  const [claimed] = await db
    .insert(keywordSamples)
    .values({ msisdn, day, messageId })
    .onConflictDoNothing()
    .returning({ messageId: keywordSamples.messageId });
  if (claimed) return true;
  const [taken] = await db
    .select({ messageId: keywordSamples.messageId })
    .from(keywordSamples)
    .where(and(eq(keywordSamples.msisdn, msisdn), eq(keywordSamples.day, day)));
  return taken?.messageId === messageId;
}
