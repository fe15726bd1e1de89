import { z } from 'zod';
import { deliverSms } from '../services/sms';
import { defineJob } from './define-job';

export const ZSmsSendPayload = z.object({ id: z.number().int().positive() });

/**
 * `sms.send {id}`: one delivery attempt of a stored message; the row carries the state. Gateway
 * failures are handled by `deliverSms` itself (the row goes back to `queued` and a later job is
 * scheduled with the backoff of SMS_RETRY_DELAY_S), so this job only fails, and is retried by
 * pg-boss, when something unexpected breaks (the database, a bug).
 */
export const smsSendJob = defineJob({
  name: 'sms.send',
  payload: ZSmsSendPayload,
  options: { retryLimit: 5, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 120 },
  concurrency: 4,
  // A sign-in code or a keyword reply is read by someone holding the phone. A new message wakes an
  // idle slot at once (the queue's NOTIFY, jobs/queue.ts), and a slot that has just sent one looks
  // again without pausing (worker.ts), so a backlog goes at the pace of the gateway. What is left to
  // polling: a retry falling due, found within 2 s instead of pg-boss's 30; and, without a listener
  // (a pooler in transaction mode), a new message, found within half a second.
  polling: { pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 2 },
  async work(deps, { id }) {
    await deliverSms(deps, id);
  },
});
