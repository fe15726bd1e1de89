import type { z } from 'zod';
import { countDueRenewals } from '../services/billing';
import { renewalChargeJob, type ZRenewalChargePayload } from './billing-renewal-charge';
import { defineJob, ZNoPayload } from './define-job';

// Claim loops started per scheduled sweep, at most: each runs in whichever worker process takes its
// job, so renewals spread over every worker (SKIP LOCKED keeps them from ever sharing a row).
const MAX_FAN_OUT = 8;
const DUE_PER_LOOP = 2_000;

/**
 * `billing.renewal.sweep`, every minute in worker processes: counts what is due and fans out
 * `billing.renewal.charge` jobs that do the charging, one claim loop each. Nothing due, no job.
 * `stately`: a tick never queues behind a sweep that is still running.
 */
export const renewalSweepJob = defineJob({
  name: 'billing.renewal.sweep',
  payload: ZNoPayload,
  options: { policy: 'stately', retryLimit: 0, expireInSeconds: 300 },
  schedule: '* * * * *',
  async work(deps) {
    const now = new Date();
    const due = await countDueRenewals(deps, now);
    if (due === 0) return;
    const loops = Math.min(MAX_FAN_OUT, Math.ceil(due / DUE_PER_LOOP));
    const data: z.infer<typeof ZRenewalChargePayload> = { now: now.toISOString() };
    await deps.queue.insert(
      renewalChargeJob.name,
      Array.from({ length: loops }, () => ({ data })),
    );
    deps.log.info({ due, loops }, 'renewal sweep started');
  },
});
