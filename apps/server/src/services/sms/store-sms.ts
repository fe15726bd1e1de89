import type { SmsPurpose } from '@sarraf/contracts/sms-purposes';
import type { Tx, Db } from '../../db/client';
import { smsMessages } from '../../db/schema/index';
import type { Config, Operator } from '../../env';
import { maskMsisdn } from '../../lib/msisdn';
import { operatorOfMsisdn } from '../operators';

export interface SmsToStore {
  msisdn: string;
  text: string;
  /** Why it is sent: `otp.login`, `billing.welcome`, `keyword.reply`… */
  purpose: SmsPurpose;
  subscriberId?: number | null;
}

export type SmsRow = typeof smsMessages.$inferSelect;

/**
 * The operator whose gateway sends a message (docs/operators.md#routing): the number's, by its
 * prefix. A subscriber's stored operator wins over it; the database sets that one on insert, for
 * every path that stores SMS. A number outside every prefix still reaches us from the operator's
 * side (an SMS to the short code from a number ported in): with one operator, its gateway is the
 * only way back.
 */
export function operatorOfRecipient(config: Config, msisdn: string): Operator {
  const operator =
    operatorOfMsisdn(config.operators, msisdn) ??
    (config.operators.length === 1 ? config.operators[0] : undefined);
  if (!operator) throw new Error(`no operator serves ${maskMsisdn(msisdn)}: nothing to send it through`);
  return operator;
}

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
  const operator = operatorOfRecipient(config, message.msisdn);
  const [row] = await db
    .insert(smsMessages)
    .values({
      msisdn: message.msisdn,
      text: message.text,
      sender: operator.sms.sender,
      purpose: message.purpose,
      subscriberId: message.subscriberId ?? null,
      operatorId: operator.id,
      driver: operator.sms.driver,
      ...(options.sendingNow ? { status: 'sending' as const, attempts: 1 } : { nextAttemptAt: new Date() }),
    })
    .returning();
  return row!;
}
