import type { JobRequests } from '../job-requests';

/** The part of the job requests a publisher needs. */
export type JobSender = Pick<JobRequests, 'evaluateAlerts'>;

/**
 * Asks for `alerts.evaluate` for a committed publication (one waiting job per publication).
 * Failing to send is not the publisher's failure: the publication row is committed, and the
 * worker's minute sweep evaluates it.
 */
export async function queueAlertEvaluation(jobs: JobSender, publicationId: number): Promise<void> {
  try {
    await jobs.evaluateAlerts(publicationId);
  } catch {
    // Left to alerts.publications.sweep (see above).
  }
}
