import { driftDemoRates } from '../services/demo-feed';
import { defineJob, ZNoPayload } from './define-job';

/**
 * `rates.demo.drift`, every five minutes while DEMO_FEED is on (by default only with the embedded
 * database outside production): the demo feed moves the rates so a newcomer sees rates, alerts
 * and charts change without typing anything (docs/design.md#the-demo-feed).
 */
export const ratesDemoDriftJob = defineJob({
  name: 'rates.demo.drift',
  payload: ZNoPayload,
  options: { policy: 'stately', retryLimit: 0, expireInSeconds: 240 },
  schedule: '*/5 * * * *',
  async work(deps) {
    if (!deps.config.demoFeed) return;
    const published = await driftDemoRates({
      db: deps.database.db,
      cache: deps.contentCache,
      jobs: deps.jobs,
    });
    deps.log.debug({ published }, 'demo feed drifted the rates');
  },
});
