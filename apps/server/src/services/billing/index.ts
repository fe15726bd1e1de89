// The public face of services/billing/: what routes, jobs, the CLI, other domains and tests use.
// Code outside this folder imports from here, never a file inside it.
export { agreedPriceOf, findScheduledPrices, planPriceOf } from './agreed-price';
export { applyLifecycleEvent, applyLifecycleEventIn } from './apply-lifecycle-event';
export type { BillingDeps } from './billing-deps';
export { refused } from './billing-errors';
export { sendStoredNotices } from './billing-notices';
export { CANCEL_KEYWORD, formatPrice } from './billing-sms-text';
export { cancelSubscription } from './cancel-subscription';
export { type ActionOutcome, chargeSubscription, renewalPriceOf } from './charge-subscription';
export { createDatabaseRateLimiter, createLocalRateLimiter, type RateLimiter } from './charging-rate-limiter';
export { type Charging, createCharging, type OperatorCharging, throughLimiter } from './charging';
export { learnTopUpHours, TOP_UP_HOURS_KEY } from './learn-top-up-hours';
export {
  confirmActivation,
  confirmChange,
  confirmUnsubscribe,
  requestActivation,
  requestChange,
  requestUnsubscribe,
} from './lifecycle-codes';
export { presentTransaction } from './present-transaction';
export { reconcileCharges } from './reconcile-charges';
export { recordOperatorRenewal } from './record-operator-renewal';
export { refundAtGateway } from './refund-at-gateway';
export { schedulePriceChanges } from './schedule-price-changes';
export { sendDueReminders } from './send-reminders';
export { settleCharges } from './settle-charges';
export { type StartedSubscription, startSubscription } from './start-subscription';
export {
  type CurrentSubscription,
  findCurrentSubscription,
  hasAccessSql,
  toSnapshot,
} from './subscription-store';
export { countDueRenewals, runBillingSweep, sweepRenewals } from './sweep-renewals';
