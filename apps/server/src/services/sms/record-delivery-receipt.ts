import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsMessages } from '../../db/schema/index';
import type { SmsDeliveryReceipt } from '../../drivers/sms/index';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A gateway's delivery receipt moves the message to `delivered` (or `failed`). A receipt can
 * overtake our own write of the gateway's id (the SMSC answers submit_sm and reports delivery
 * within milliseconds), so an unmatched receipt is retried briefly before it is dropped. Each
 * operator's gateway numbers its own messages, so a receipt matches only the messages sent through
 * the operator whose link brought it.
 */
export async function recordDeliveryReceipt(
  db: Db,
  operatorId: string,
  receipt: SmsDeliveryReceipt,
  options: { driver?: 'smpp' | 'http'; retries?: number; retryDelayMs?: number } = {},
): Promise<boolean> {
  const retries = options.retries ?? 10;
  for (let attempt = 0; attempt <= retries; attempt++) {
    const now = new Date();
    const updated = await db
      .update(smsMessages)
      .set(
        receipt.delivered
          ? { status: 'delivered', deliveredAt: now }
          : { status: 'failed', lastError: `gateway receipt: ${receipt.state}` },
      )
      .where(
        and(
          eq(smsMessages.operatorId, operatorId),
          eq(smsMessages.driver, options.driver ?? 'smpp'),
          eq(smsMessages.gatewayMessageId, receipt.gatewayMessageId),
          inArray(smsMessages.status, ['sending', 'sent']),
        ),
      )
      .returning({ id: smsMessages.id });
    if (updated.length > 0) return true;
    if (attempt < retries) await sleep(options.retryDelayMs ?? 300);
  }
  return false;
}
