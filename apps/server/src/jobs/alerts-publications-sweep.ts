import { sweepPendingPublications } from '../services/alerts';
import { defineJob, ZNoPayload } from './define-job';

/** `alerts.publications.sweep`, every minute: publications whose `alerts.evaluate` was lost or never sent. */
export const alertsPublicationsSweepJob = defineJob({
  name: 'alerts.publications.sweep',
  payload: ZNoPayload,
  options: { policy: 'stately', retryLimit: 0, expireInSeconds: 900 },
  schedule: '* * * * *',
  async work(deps) {
    await sweepPendingPublications(deps);
  },
});
