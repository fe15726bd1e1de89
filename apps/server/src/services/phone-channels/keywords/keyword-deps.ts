import type { BillingDeps } from '../../billing';
import type { ContentCache } from '../../content-cache';

/**
 * What the keyword channel needs: billing's dependencies (it subscribes, charges, cancels and
 * sends SMS) and the content cache the portal reads rates from, so a reply costs no query when
 * the market is cached. The API's `app.deps` + `app.log` and the runtime's SMPP wiring both fit.
 */
export interface KeywordDeps extends BillingDeps {
  contentCache: ContentCache;
}
