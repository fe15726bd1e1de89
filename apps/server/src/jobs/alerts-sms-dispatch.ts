import { dispatchAlertSms } from '../services/alerts';
import { defineJob, ZNoPayload } from './define-job';

/**
 * `alerts.sms.dispatch`: due alert and digest SMS at ALERT_SMS_TPS, at most 5 minutes a run. Every
 * minute (quiet hours end, retries fall due) and after each evaluation; `stately`: one running and
 * at most one waiting, the ALERT_SMS_TPS limiter spans workers anyway.
 */
export const alertsSmsDispatchJob = defineJob({
  name: 'alerts.sms.dispatch',
  payload: ZNoPayload,
  options: { policy: 'stately', retryLimit: 0, expireInSeconds: 600 },
  schedule: '* * * * *',
  async work(deps) {
    await dispatchAlertSms(deps);
  },
});
