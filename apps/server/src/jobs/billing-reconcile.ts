import { reconcileCharges } from '../services/billing';
import { defineJob, ZNoPayload } from './define-job';

/**
 * `billing.reconcile`, every minute: settles charges a crash left pending, by reference
 * (docs/design.md#renewals-reconciliation-and-the-charging-rate).
 */
export const reconcileJob = defineJob({
  name: 'billing.reconcile',
  payload: ZNoPayload,
  options: { policy: 'stately', retryLimit: 0, expireInSeconds: 600 },
  schedule: '* * * * *',
  async work(deps) {
    await reconcileCharges(deps);
  },
});
