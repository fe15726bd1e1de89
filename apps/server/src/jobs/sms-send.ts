import { z } from 'zod';
import { deliverSms } from '../services/sms/deliver-sms';
import { expireCodeSms } from '../services/sms/expire-code-sms';
import type { SmsDeps } from '../services/sms/sms-deps';

export { SMS_SEND_JOB } from '../services/sms/sms-deps';

const ZSmsSendJob = z.object({ id: z.number().int().positive() });

/**
 * `sms.send`: one delivery attempt of a stored message. Gateway failures are handled by
 * `deliverSms` itself (the row goes back to `queued` and a later job is scheduled with the backoff
 * of SMS_RETRY_DELAY_S), so this job only fails, and is retried by pg-boss, when something
 * unexpected breaks (the database, a bug).
 */
export async function runSmsSendJob(deps: SmsDeps, data: unknown): Promise<void> {
  const { id } = ZSmsSendJob.parse(data);
  await deliverSms(deps, id);
}

/** Closes and masks the code SMS whose code expired before the gateway took them. */
export const SMS_EXPIRE_CODES_JOB = 'sms.codes.expire';

export async function runExpireCodeSmsJob(deps: SmsDeps): Promise<void> {
  const closed = await expireCodeSms(deps);
  if (closed > 0) deps.log.info({ closed }, 'expired code SMS closed and masked');
}
