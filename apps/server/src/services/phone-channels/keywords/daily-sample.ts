import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { keywordSamples } from '../../../db/schema/index';
import { localDateOf } from '../../../lib/local-time';

/**
 * Claims a non-subscriber's free sample of the day (a calendar day of the service's zone, `zone`)
 * for one inbound message:
 * true for the first message of the day, and again for that same message if it is handled twice;
 * false for any other message that day. The row's key is the claim, so two messages at once still
 * give one sample (docs/keyword-channel.md#who-gets-what).
 */
export async function claimDailySample(
  db: Db,
  zone: string,
  msisdn: string,
  messageId: string,
  now = new Date(),
) {
  const day = localDateOf(now, zone);
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
