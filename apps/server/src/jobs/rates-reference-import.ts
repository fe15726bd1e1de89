import { importReferenceFeed } from '../services/reference-rates';
import { defineJob, ZNoPayload } from './define-job';

/**
 * `rates.reference.import`, every hour at :20 when REFERENCE_FEED_URL is set: fetches the
 * international reference feed (docs/design.md#reference-rates). The feed publishes once a working
 * day; the hourly conditional request costs a 304 the rest of the time, and a failed hour is made
 * up by the next. Without the variable nothing is fetched (the demo keeps the committed sample).
 */
export const ratesReferenceImportJob = defineJob({
  name: 'rates.reference.import',
  payload: ZNoPayload,
  options: { policy: 'stately', retryLimit: 0, expireInSeconds: 300 },
  schedule: '20 * * * *',
  async work(deps) {
    const url = deps.config.referenceFeedUrl;
    if (!url) return;
    const result = await importReferenceFeed({ db: deps.database.db, cache: deps.contentCache }, url);
    deps.log.info(result, 'reference feed checked');
  },
});
