import type { PgBoss } from 'pg-boss';
import { ALERTS_EVALUATE_JOB } from './alerts-deps';

/** The part of the job queue a publisher needs. */
export type JobSender = Pick<PgBoss, 'send'>;

/**
 * Sends `alerts.evaluate` for a committed publication. A singleton key per publication: a second
 * send while one is queued is dropped by pg-boss. Failing to send is not the publisher's failure:
 * the publication row is committed, and the worker's minute sweep evaluates it.
 */
export async function queueAlertEvaluation(jobs: JobSender, publicationId: number): Promise<void> {
  try {
    await jobs.send(ALERTS_EVALUATE_JOB, { publicationId }, { singletonKey: `publication:${publicationId}` });
  } catch {
    // Left to alerts.publications.sweep (see above).
  }
}
