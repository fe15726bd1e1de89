import { expireCodeSms } from '../services/sms';
import { defineJob, ZNoPayload } from './define-job';

/**
 * `sms.codes.expire`, every minute: a code SMS that never left closes once its code expired
 * (OTP_TTL_S, at most 10 minutes), its text masked. Idempotent, so `stately` and no retries.
 */
export const smsCodesExpireJob = defineJob({
  name: 'sms.codes.expire',
  payload: ZNoPayload,
  options: { policy: 'stately', retryLimit: 0, expireInSeconds: 300 },
  schedule: '* * * * *',
  async work(deps) {
    const closed = await expireCodeSms(deps);
    if (closed > 0) deps.log.info({ closed }, 'expired code SMS closed and masked');
  },
});
