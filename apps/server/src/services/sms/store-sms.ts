import type { SmsPurpose } from '@sarraf/contracts/sms-purposes';
import type { Tx, Db } from '../../db/client';
import { smsMessages } from '../../db/schema/index';
import type { Config } from '../../env';

export interface SmsToStore {
  msisdn: string;
  text: string;
  /** Why it is sent: `otp.login`, `billing.welcome`, `keyword.reply`… */
  purpose: SmsPurpose;
  subscriberId?: number | null;
}

export type SmsRow = typeof smsMessages.$inferSelect;

/**
 * Writes the message row: from here on it cannot be lost, whatever the gateway does. `queued` for
 * the worker; or, with `sendingNow`, already claimed (`sending`, first attempt) by a caller that
 * hands it to `attemptSmsDelivery` at once (the sign-in path saves a write that way).
 */
export async function storeSms(
  db: Db | Tx,
  config: Config,
  message: SmsToStore,
  options: { sendingNow?: boolean } = {},
): Promise<SmsRow> {
  const [row] = await db
    .insert(smsMessages)
    .values({
      msisdn: message.msisdn,
      text: message.text,
      sender: config.sms.sender,
      purpose: message.purpose,
      subscriberId: message.subscriberId ?? null,
      driver: config.sms.driver,
      ...(options.sendingNow ? { status: 'sending' as const, attempts: 1 } : { nextAttemptAt: new Date() }),
    })
    .returning();
  return row!;
}
