import type { QueueDefinition } from './jobs/queue';
import type { JobDefinition, WorkerDependencies } from './jobs/define-job';
import { toSafeError } from './lib/log-safety';
import { smsSendJob } from './jobs/sms-send';
import { smsCodesExpireJob } from './jobs/sms-codes-expire';
import { renewalSweepJob } from './jobs/billing-renewal-sweep';
import { renewalChargeJob } from './jobs/billing-renewal-charge';
import { reconcileJob } from './jobs/billing-reconcile';
import { remindersJob } from './jobs/billing-reminders';
import { billingLearnTopUpHoursJob } from './jobs/billing-learn-top-up-hours';
import { alertsEvaluateJob } from './jobs/alerts-evaluate';
import { alertsPublicationsSweepJob } from './jobs/alerts-publications-sweep';
import { alertsPushDispatchJob } from './jobs/alerts-push-dispatch';
import { alertsSmsDispatchJob } from './jobs/alerts-sms-dispatch';
import { alertsDigestSweepJob } from './jobs/alerts-digest-sweep';
import { revenueSummarizeJob } from './jobs/revenue-summarize';
import { ratesReferenceImportJob } from './jobs/rates-reference-import';
import { ratesDemoDriftJob } from './jobs/rates-demo-drift';
import { ratesFeedsSweepJob } from './jobs/rates-feeds-sweep';
import { settlementImportJob } from './jobs/settlement-import';
import { settlementImportsSweepJob } from './jobs/settlement-imports-sweep';

export type { JobDefinition, WorkerDependencies } from './jobs/define-job';

/** Every job the worker runs (docs/design.md#jobs); each is one file under jobs/. */
export const jobDefinitions: readonly JobDefinition[] = [
  smsSendJob,
  smsCodesExpireJob,
  renewalSweepJob,
  renewalChargeJob,
  reconcileJob,
  remindersJob,
  billingLearnTopUpHoursJob,
  alertsEvaluateJob,
  alertsPublicationsSweepJob,
  alertsSmsDispatchJob,
  alertsPushDispatchJob,
  alertsDigestSweepJob,
  revenueSummarizeJob,
  ratesReferenceImportJob,
  ratesDemoDriftJob,
  ratesFeedsSweepJob,
  settlementImportJob,
  settlementImportsSweepJob,
];

export const queueDefinitions: readonly QueueDefinition[] = jobDefinitions.map(({ name, options }) => ({
  name,
  ...(options ? { options } : {}),
}));

/**
 * Starts working every job of `jobDefinitions` on an open queue (APP_ROLE worker or all).
 *
 * Each of a job's `concurrency` slots is a pg-boss worker of its own, taking one job at a time. A
 * slot that has just run a job fetches again at once, so a backlog drains as fast as the handlers
 * run; a slot that found nothing sleeps until the queue's NOTIFY wakes it or its backstop poll
 * comes (jobs/queue.ts). pg-boss alone would wait a polling interval after every job, which either
 * paces a backlog (every 2 s) or keeps an idle server fetching several times a second.
 */
export async function startWorker(deps: WorkerDependencies, jobs: readonly JobDefinition[] = jobDefinitions) {
  for (const job of jobs) {
    for (let count = 0; count < (job.concurrency ?? 1); count++) {
      // Known once work() returns; a job finished before that simply waits for the next poll.
      const slot: { id?: string } = {};
      slot.id = await deps.queue.work(
        job.name,
        { batchSize: 1, localConcurrency: 1, ...job.polling },
        async ([item]) => {
          if (!item) return;
          try {
            await runJob(deps, job, item);
          } finally {
            // There may be more: look again without the pause.
            if (slot.id) deps.queue.notifyWorker(slot.id);
          }
        },
      );
    }
    if (job.schedule) await deps.queue.schedule(job.name, job.schedule);
  }
  deps.log.info({ jobs: jobs.map((job) => job.name) }, 'worker started');
}

async function runJob(deps: WorkerDependencies, job: JobDefinition, item: { id: string; data: unknown }) {
  try {
    await job.work(deps, job.payload.parse(item.data));
  } catch (error) {
    // pg-boss stores what a job throws as the job's output (every enumerable field: a drizzle
    // error's statement and parameters, a code SMS's text): it gets the safe shape instead, and
    // the failure is logged with its code and statement label (lib/log-safety.ts).
    const safe = toSafeError(error);
    deps.log.error({ err: safe, job: job.name, jobId: item.id }, 'job failed');
    throw Object.assign(new Error(safe.message), safe);
  }
}
