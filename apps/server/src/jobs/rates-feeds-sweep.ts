import { sweepRateFeeds } from '../services/rate-feeds';
import { defineJob, ZNoPayload } from './define-job';

/**
 * `rates.feeds.sweep`, every minute: fetches the price sources' feeds that are due
 * (docs/design.md#rate-feeds). Several workers may sweep at once: each claims different feeds.
 */
export const ratesFeedsSweepJob = defineJob({
  name: 'rates.feeds.sweep',
  payload: ZNoPayload,
  options: { policy: 'stately', retryLimit: 0, expireInSeconds: 300 },
  schedule: '* * * * *',
  async work(deps) {
    const result = await sweepRateFeeds({
      db: deps.database.db,
      appSecret: deps.config.appSecret,
      timeZone: deps.config.timeZone,
      cache: deps.contentCache,
      jobs: deps.jobs,
      allowPrivate: deps.config.feedsAllowPrivate,
    });
    if (result.claimed > 0) deps.log.info(result, 'rate feeds swept');
  },
});
