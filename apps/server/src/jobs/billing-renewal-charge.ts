import { z } from 'zod';
import { sweepRenewals } from '../services/billing';
import { defineJob } from './define-job';

export const ZRenewalChargePayload = z.object({ now: z.iso.datetime({ offset: true }) });

/**
 * `billing.renewal.charge {now}`: one claim loop of the renewal sweep as of `now`. The sweep is
 * idempotent, so a retried job charges nothing twice.
 */
export const renewalChargeJob = defineJob({
  name: 'billing.renewal.charge',
  payload: ZRenewalChargePayload,
  options: { retryLimit: 3, retryDelay: 60, expireInSeconds: 3600 },
  concurrency: 2,
  async work(deps, { now }) {
    const result = await sweepRenewals(deps, { now: new Date(now) });
    if (result.due > 0) deps.log.info(result, 'renewals charged');
  },
});
