import { topUpHoursOf } from '../lib/top-up-hours';
import { learnTopUpHours } from '../services/billing';
import { defineJob, ZNoPayload } from './define-job';

/**
 * `billing.learn.topups`, once a day at 00:15 UTC (03:15 in Aden), when few renewals run:
 * relearns from the last 30 days of the ledger at which hours a retry after a decline for
 * insufficient balance succeeds (docs/design.md#retries-at-top-up-hours). A failed run leaves
 * yesterday's hours in place, and the next day's run redoes it.
 */
export const billingLearnTopUpHoursJob = defineJob({
  name: 'billing.learn.topups',
  payload: ZNoPayload,
  options: { policy: 'stately', retryLimit: 1, expireInSeconds: 900 },
  schedule: '15 0 * * *',
  async work(deps) {
    const learned = await learnTopUpHours(deps.database.db, deps.config.timeZone);
    const attempts = learned.hours.reduce((sum, hour) => sum + hour.attempts, 0);
    deps.log.info(
      { attempts, topUpHours: topUpHoursOf({ zone: learned.time_zone, hours: learned.hours }) },
      'top-up hours learned from the ledger',
    );
  },
});
