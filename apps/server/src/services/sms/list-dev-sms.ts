import { desc, eq } from 'drizzle-orm';
import type { TSmsMessage } from '@sarraf/contracts';
import type { Db } from '../../db/client';
import { smsMessages } from '../../db/schema/index';

/**
 * The SMS log, newest first, optionally for one number (`GET /api/dev/sms`). A code
 * SMS's row is masked once sent: `sentText` gives the text as it was sent.
 */
export async function listDevSms(
  db: Db,
  options: { msisdn?: string; limit: number; sentText?: (id: number) => string | undefined },
): Promise<TSmsMessage[]> {
  const rows = await db
    .select()
    .from(smsMessages)
    .where(options.msisdn ? eq(smsMessages.msisdn, options.msisdn) : undefined)
    .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
    .limit(options.limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.msisdn,
    sender: row.sender,
    text: options.sentText?.(row.id) ?? row.text,
    purpose: row.purpose,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  }));
}
