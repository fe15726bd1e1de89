import { and, eq, inArray, like, lt } from 'drizzle-orm';
import { smsMessages } from '../../db/schema/index';
import type { Database } from '../../db/client';
import type { Config } from '../../env';
import { maskSmsText } from './mask-sms-text';
import { codeExpired } from './deliver-sms';

const BATCH = 200;
// An attempt already under way when the code expired is left to finish (its deadline is at most
// 30 s); its own write masks the row.
const IN_FLIGHT_MARGIN_MS = 60_000;

/**
 * `sms.codes.expire`: a code SMS the gateway never took (queued behind an outage, or left
 * `sending` by a crash) is closed once its code has expired: `failed`, its text masked, so that no
 * live or once-live code stays readable in the database (docs/security.md). Sent and failed rows
 * were masked when they got there; this finds only the ones still waiting. Idempotent: a closed
 * row no longer matches.
 */
export async function expireCodeSms(
  deps: { database: Database; config: Pick<Config, 'otp'> },
  now: Date = new Date(),
): Promise<number> {
  const db = deps.database.db;
  const cutoff = new Date(now.getTime() - deps.config.otp.ttlS * 1000 - IN_FLIGHT_MARGIN_MS);
  const waiting = inArray(smsMessages.status, ['queued', 'sending']);
  let closed = 0;
  for (;;) {
    const rows = await db
      .select({ id: smsMessages.id, text: smsMessages.text, purpose: smsMessages.purpose })
      .from(smsMessages)
      .where(and(waiting, like(smsMessages.purpose, 'otp.%'), lt(smsMessages.createdAt, cutoff)))
      .orderBy(smsMessages.id)
      .limit(BATCH);
    for (const row of rows) {
      const updated = await db
        .update(smsMessages)
        .set({ ...codeExpired, text: maskSmsText(row.text, row.purpose) })
        .where(and(eq(smsMessages.id, row.id), waiting))
        .returning({ id: smsMessages.id });
      closed += updated.length;
    }
    if (rows.length < BATCH) return closed;
  }
}
