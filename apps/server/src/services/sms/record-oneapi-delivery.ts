import { and, eq } from 'drizzle-orm';
import type { TReceiveOneApiDeliveryRequest } from '@sarraf/contracts';
import { smsMessages } from '../../db/schema/index';
import { assertCallerOperator, type CallerDeps } from '../operators';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The final delivery states of OneAPI; the others (DeliveredToNetwork, DeliveryUncertain,
// MessageWaiting…) say the message is on its way and leave the row `sent`.
const FINAL: Readonly<Record<string, { delivered: boolean }>> = {
  DeliveredToTerminal: { delivered: true },
  DeliveryImpossible: { delivered: false },
};

/** Our SMS row named by `callbackData` (`sms:<id>`, what the driver sent), or null. */
export function smsIdOfCallbackData(callbackData: string | undefined): number | null {
  const match = /^sms:(\d{1,15})$/.exec(callbackData?.trim() ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * A OneAPI delivery receipt (`POST /api/operator/oneapi/delivery`) moves our SMS row from `sent` to
 * `delivered` or `failed`, once: a repeat, or a receipt for a row already final, changes nothing
 * (`duplicate`). The receipt can overtake our own record of the gateway's acceptance (the row still
 * `sending`), so it waits briefly for it rather than have the `sent` write undo it. The gateway of
 * the operator `callerId` reports only on that operator's messages: a receipt for another's is
 * refused (403) and changes nothing.
 */
export async function recordOneApiDelivery(
  deps: CallerDeps,
  notification: TReceiveOneApiDeliveryRequest,
  callerId: string,
  options: { retries?: number; retryDelayMs?: number } = {},
): Promise<{ duplicate: boolean }> {
  const { callbackData, deliveryInfo } = notification.deliveryInfoNotification;
  const id = smsIdOfCallbackData(callbackData);
  const info = Array.isArray(deliveryInfo) ? deliveryInfo[0]! : deliveryInfo;
  const final = FINAL[info.deliveryStatus];
  if (id === null) {
    deps.log.warn(
      { callbackData: callbackData?.slice(0, 60) },
      'OneAPI delivery receipt names no SMS of ours',
    );
    return { duplicate: false };
  }
  if (!final) {
    deps.log.info({ sms: id, deliveryStatus: info.deliveryStatus }, 'OneAPI delivery progress');
    return { duplicate: false };
  }
  const { db } = deps.database;
  const [filed] = await db
    .select({ operatorId: smsMessages.operatorId })
    .from(smsMessages)
    .where(and(eq(smsMessages.id, id), eq(smsMessages.driver, 'oneapi')));
  await assertCallerOperator(deps, callerId, { operatorId: filed?.operatorId ?? null });
  const retries = options.retries ?? 10;
  for (let attempt = 0; attempt <= retries; attempt++) {
    const updated = await db
      .update(smsMessages)
      .set(
        final.delivered
          ? { status: 'delivered', deliveredAt: new Date() }
          : { status: 'failed', lastError: `gateway receipt: ${info.deliveryStatus}` },
      )
      .where(
        and(
          eq(smsMessages.id, id),
          eq(smsMessages.driver, 'oneapi'),
          eq(smsMessages.operatorId, callerId),
          eq(smsMessages.status, 'sent'),
        ),
      )
      .returning({ id: smsMessages.id });
    if (updated.length > 0) return { duplicate: false };
    const [row] = await db
      .select({ status: smsMessages.status })
      .from(smsMessages)
      .where(and(eq(smsMessages.id, id), eq(smsMessages.driver, 'oneapi')));
    if (!row) {
      deps.log.warn({ sms: id }, 'OneAPI delivery receipt for an unknown SMS');
      return { duplicate: false };
    }
    if (row.status === 'delivered' || row.status === 'failed') return { duplicate: true };
    if (attempt < retries) await sleep(options.retryDelayMs ?? 200);
  }
  deps.log.warn({ sms: id }, 'OneAPI delivery receipt for an SMS not recorded as sent; dropped');
  return { duplicate: false };
}
