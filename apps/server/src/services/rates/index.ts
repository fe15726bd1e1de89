// The public face of services/rates/: what routes, jobs, the CLI, other domains and tests use.
// Code outside this folder imports from here, never a file inside it.
export { convertCurrency, convertWithSnapshot } from './convert-currency';
export { deferredInvalidation } from './deferred-invalidation';
export { getRateHistory } from './get-rate-history';
export { buildLandingTeaser } from './landing-teaser';
export { listCurrencies } from './list-currencies';
export {
  getMarketSnapshot,
  loadMarketSnapshot,
  MARKET_TAGS,
  type MarketRate,
  type MarketSnapshot,
  rateKey,
  sourceQuotes,
  sourceRef,
  StalenessClock,
} from './market-snapshot';
export { publishRates, type PublishRatesInput } from './publish-rates';
