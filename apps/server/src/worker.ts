import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './env';
import type { Database } from './db/client';
import type { SmsDriver } from './drivers/sms/index';
import type { Charging } from './services/billing/charging';
import type { JobQueue, QueueDefinition } from './jobs/queue';
import { toSafeError } from './lib/log-safety';
import { runExpireCodeSmsJob, runSmsSendJob, SMS_EXPIRE_CODES_JOB, SMS_SEND_JOB } from './jobs/sms-send';
import {
  RECONCILE_JOB,
  REMINDERS_JOB,
  RENEWAL_CHARGE_JOB,
  RENEWAL_SWEEP_JOB,
  runReconcileJob,
  runRemindersJob,
  runRenewalChargeJob,
  runRenewalSweepJob,
} from './jobs/billing';
import {
  ALERTS_DIGEST_JOB,
  ALERTS_EVALUATE_JOB,
  ALERTS_PUBLICATIONS_SWEEP_JOB,
  ALERTS_SMS_DISPATCH_JOB,
  runAlertSmsDispatchJob,
  runDigestJob,
  runEvaluateAlertsJob,
  runPublicationsSweepJob,
} from './jobs/alerts';

export interface WorkerDependencies {
  config: Config;
  database: Database;
  queue: JobQueue;
  log: FastifyBaseLogger;
  /** The gateways of this process (runtime.ts `createDrivers`), the same ones the API uses. */
  smsDriver: SmsDriver;
  charging: Charging;
}

/** One background job: its queue and the handler a worker process runs for it. */
export interface JobDefinition extends QueueDefinition {
  work(deps: WorkerDependencies, data: unknown): Promise<void>;
  /** Parallel jobs of this kind per worker process. */
  concurrency?: number;
  /** A cron expression (UTC): worker processes schedule the job with it (pg-boss runs each tick once). */
  schedule?: string;
}

/** Every job the worker runs; features add theirs here (renewals, SMS sending, alerts…). */
export const jobDefinitions: readonly JobDefinition[] = [
  {
    // One attempt per job; gateway failures reschedule themselves with the backoff of
    // SMS_RETRY_DELAY_S, pg-boss retries only unexpected failures (database down, a bug).
    name: SMS_SEND_JOB,
    options: { retryLimit: 5, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 120 },
    concurrency: 4,
    work: runSmsSendJob,
  },
  {
    // Every minute: a code SMS that never left closes once its code expired (OTP_TTL_S, at most
    // 10 minutes), its text masked. Idempotent, so `stately` and no retries.
    name: SMS_EXPIRE_CODES_JOB,
    options: { policy: 'stately', retryLimit: 0, expireInSeconds: 300 },
    schedule: '* * * * *',
    work: (deps) => runExpireCodeSmsJob(deps),
  },
  {
    // Every minute, fans the due renewals out to `billing.renewal.charge` jobs. `stately`:
    // a tick never queues behind a sweep that is still running.
    name: RENEWAL_SWEEP_JOB,
    options: { policy: 'stately', retryLimit: 0, expireInSeconds: 300 },
    schedule: '* * * * *',
    work: (deps) => runRenewalSweepJob(deps),
  },
  {
    // One claim loop each; the sweep is idempotent, so a retried job charges nothing twice.
    name: RENEWAL_CHARGE_JOB,
    options: { retryLimit: 3, retryDelay: 60, expireInSeconds: 3600 },
    concurrency: 2,
    work: runRenewalChargeJob,
  },
  {
    // Settles charges a crash left pending, by reference
    // (docs/design.md#renewals-reconciliation-and-the-charging-rate).
    name: RECONCILE_JOB,
    options: { policy: 'stately', retryLimit: 0, expireInSeconds: 600 },
    schedule: '* * * * *',
    work: (deps) => runReconcileJob(deps),
  },
  {
    // Free reminders (docs/security.md#prices-and-consent); minutes early or late do not matter,
    // a reminder is days ahead. Idempotent, so `stately` and no retry.
    name: REMINDERS_JOB,
    options: { policy: 'stately', retryLimit: 0, expireInSeconds: 900 },
    schedule: '*/5 * * * *',
    work: (deps) => runRemindersJob(deps),
  },
  {
    // One publish's alerts; idempotent (unique notification per alert and publication).
    name: ALERTS_EVALUATE_JOB,
    options: { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 900 },
    concurrency: 1,
    work: runEvaluateAlertsJob,
  },
  {
    // Publications whose evaluate job was lost or never sent.
    name: ALERTS_PUBLICATIONS_SWEEP_JOB,
    options: { policy: 'stately', retryLimit: 0, expireInSeconds: 900 },
    schedule: '* * * * *',
    work: (deps) => runPublicationsSweepJob(deps),
  },
  {
    // Every minute (quiet hours end, retries fall due) and after each evaluation; `stately`: one
    // running and at most one waiting, the ALERT_SMS_TPS limiter spans workers anyway.
    name: ALERTS_SMS_DISPATCH_JOB,
    options: { policy: 'stately', retryLimit: 0, expireInSeconds: 600 },
    schedule: '* * * * *',
    work: (deps) => runAlertSmsDispatchJob(deps),
  },
  {
    // On the hour (Aden has no DST and a whole-hour offset): that local hour's digests, once a day each.
    name: ALERTS_DIGEST_JOB,
    options: { policy: 'stately', retryLimit: 2, retryDelay: 60, expireInSeconds: 1800 },
    schedule: '0 * * * *',
    work: (deps) => runDigestJob(deps),
  },
];

export const queueDefinitions: readonly QueueDefinition[] = jobDefinitions.map(({ name, options }) => ({
  name,
  ...(options ? { options } : {}),
}));

/** Starts working every job of `jobDefinitions` on an open queue (APP_ROLE worker or all). */
export async function startWorker(deps: WorkerDependencies, jobs: readonly JobDefinition[] = jobDefinitions) {
  for (const job of jobs) {
    await deps.queue.work(
      job.name,
      { batchSize: 1, localConcurrency: job.concurrency ?? 1 },
      async ([item]) => {
        if (!item) return;
        try {
          await job.work(deps, item.data);
        } catch (error) {
          // pg-boss stores what a job throws as the job's output (every enumerable field: a drizzle
          // error's statement and parameters, a code SMS's text): it gets the safe shape instead,
          // and the failure is logged with its code and statement label (lib/log-safety.ts).
          const safe = toSafeError(error);
          deps.log.error({ err: safe, job: job.name, jobId: item.id }, 'job failed');
          throw Object.assign(new Error(safe.message), safe);
        }
      },
    );
    if (job.schedule) await deps.queue.schedule(job.name, job.schedule);
  }
  deps.log.info({ jobs: jobs.map((job) => job.name) }, 'worker started');
}
