import { dispatchAlertPush } from '../services/push';
import { defineJob, ZNoPayload } from './define-job';

/**
 * `alerts.push.dispatch`: due alert pushes, at most 5 minutes a run. Every minute (quiet hours
 * end, retries fall due) and after each evaluation that stored pushes due now; `stately`: one
 * running and at most one waiting.
 */
export const alertsPushDispatchJob = defineJob({
  name: 'alerts.push.dispatch',
  payload: ZNoPayload,
  options: { policy: 'stately', retryLimit: 0, expireInSeconds: 600 },
  schedule: '* * * * *',
  async work(deps) {
    await dispatchAlertPush(deps);
  },
});
