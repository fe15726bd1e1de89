import { summarizeRevenue } from '../services/revenue';
import { defineJob, ZNoPayload } from './define-job';

/**
 * `revenue.summarize`, every five minutes: brings the revenue dashboard's summary tables up to
 * date (yesterday and today, or every day on the first run). The dashboard is then at most five
 * minutes behind the ledger, and never reads it. One run at a time (`stately` and an advisory
 * lock); a failed run is simply redone by the next tick.
 */
export const revenueSummarizeJob = defineJob({
  name: 'revenue.summarize',
  payload: ZNoPayload,
  options: { policy: 'stately', retryLimit: 0, expireInSeconds: 900 },
  schedule: '*/5 * * * *',
  async work(deps) {
    const result = await summarizeRevenue(deps.database.db, deps.config.timeZone, {
      operatorIds: deps.config.operators.map((operator) => operator.id),
    });
    deps.log.debug(result, 'revenue summaries brought up to date');
  },
});
