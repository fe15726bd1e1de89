import { sendDueReminders } from '../services/billing';
import { defineJob, ZNoPayload } from './define-job';

/**
 * `billing.reminders`, every five minutes: renewal, trial-end and monthly "how to stop" reminders
 * due now (docs/security.md#prices-and-consent). Minutes early or late do not matter, a reminder
 * is days ahead. Each is sent once whatever runs it: claimed with SKIP LOCKED and keyed per
 * subscription and occasion, so `stately` and no retry.
 */
export const remindersJob = defineJob({
  name: 'billing.reminders',
  payload: ZNoPayload,
  options: { policy: 'stately', retryLimit: 0, expireInSeconds: 900 },
  schedule: '*/5 * * * *',
  async work(deps) {
    const sent = await sendDueReminders(deps, new Date());
    if (sent.renewal + sent.trial_end + sent.how_to_stop > 0) deps.log.info(sent, 'reminders sent');
  },
});
