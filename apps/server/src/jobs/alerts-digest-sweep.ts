import { sendDigests } from '../services/alerts';
import { defineJob, ZNoPayload } from './define-job';

/**
 * `alerts.digest.sweep`, on the hour (Aden has no DST and a whole-hour offset): the digests of the
 * subscribers whose local hour it is, once a day each.
 */
export const alertsDigestSweepJob = defineJob({
  name: 'alerts.digest.sweep',
  payload: ZNoPayload,
  options: { policy: 'stately', retryLimit: 2, retryDelay: 60, expireInSeconds: 1800 },
  schedule: '0 * * * *',
  async work(deps) {
    await sendDigests(deps);
  },
});
