import { z } from 'zod';
import { evaluatePublication } from '../services/alerts';
import { defineJob } from './define-job';

export const ZAlertsEvaluatePayload = z.object({ publicationId: z.number().int().positive() });

/**
 * `alerts.evaluate {publicationId}`: the alerts one publish crossed (sent after its commit).
 * Idempotent: one notification per alert and publication.
 */
export const alertsEvaluateJob = defineJob({
  name: 'alerts.evaluate',
  payload: ZAlertsEvaluatePayload,
  options: { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 900 },
  concurrency: 1,
  async work(deps, { publicationId }) {
    await evaluatePublication(deps, publicationId);
  },
});
