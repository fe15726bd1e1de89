import type { SmsDeps } from '../sms/sms-deps';
import type { Charging } from './charging';

/**
 * What billing needs: the configuration, the database, the job queue (SMS notices), a log, and the
 * charging gateway built by runtime.ts. The API (`app.deps` + `app.log`), the worker's dependencies
 * and the CLI all fit, so routes, jobs and the `billing:sweep` command run the same code.
 */
export interface BillingDeps extends SmsDeps {
  charging: Charging;
}

/** Dotted job names (docs/design.md#jobs). */
export const RENEWAL_SWEEP_JOB = 'billing.renewal.sweep';
export const RENEWAL_CHARGE_JOB = 'billing.renewal.charge';
export const RECONCILE_JOB = 'billing.reconcile';
export const REMINDERS_JOB = 'billing.reminders';
