import { z } from 'zod';
import { RENEWAL_CHARGE_JOB, type BillingDeps } from '../services/billing/billing-deps';
import { reconcileCharges } from '../services/billing/reconcile-charges';
import { sendDueReminders } from '../services/billing/send-reminders';
import { countDueRenewals, sweepRenewals } from '../services/billing/sweep-renewals';

export {
  RECONCILE_JOB,
  REMINDERS_JOB,
  RENEWAL_CHARGE_JOB,
  RENEWAL_SWEEP_JOB,
} from '../services/billing/billing-deps';

// Claim loops started per scheduled sweep, at most: each runs in whichever worker process takes its
// job, so renewals spread over every worker (SKIP LOCKED keeps them from ever sharing a row).
const MAX_FAN_OUT = 8;
const DUE_PER_LOOP = 2_000;

const ZChargeJob = z.object({ now: z.iso.datetime({ offset: true }) });

/**
 * `billing.renewal.sweep`, scheduled every minute in worker processes: counts what is due and fans
 * out `billing.renewal.charge` jobs that do the charging, one claim loop each. Nothing due, no job.
 */
export async function runRenewalSweepJob(deps: BillingDeps): Promise<void> {
  const now = new Date();
  const due = await countDueRenewals(deps, now);
  if (due === 0) return;
  const loops = Math.min(MAX_FAN_OUT, Math.ceil(due / DUE_PER_LOOP));
  await deps.queue.insert(
    RENEWAL_CHARGE_JOB,
    Array.from({ length: loops }, () => ({ data: { now: now.toISOString() } })),
  );
  deps.log.info({ due, loops }, 'renewal sweep started');
}

/** `billing.renewal.charge {now}`: one claim loop of the renewal sweep as of `now`. */
export async function runRenewalChargeJob(deps: BillingDeps, data: unknown): Promise<void> {
  const { now } = ZChargeJob.parse(data);
  const result = await sweepRenewals(deps, { now: new Date(now) });
  if (result.due > 0) deps.log.info(result, 'renewals charged');
}

/**
 * `billing.reconcile`, every minute: settles charges a crash left pending
 * (docs/design.md#renewals-reconciliation-and-the-charging-rate).
 */
export async function runReconcileJob(deps: BillingDeps): Promise<void> {
  await reconcileCharges(deps);
}

/**
 * `billing.reminders`, every five minutes: renewal, trial-end and monthly "how to stop" reminders
 * due now (docs/security.md#prices-and-consent). Each is sent once whatever runs it: claimed with
 * SKIP LOCKED and keyed per subscription and occasion.
 */
export async function runRemindersJob(deps: BillingDeps): Promise<void> {
  const sent = await sendDueReminders(deps, new Date());
  if (sent.renewal + sent.trial_end + sent.how_to_stop > 0) deps.log.info(sent, 'reminders sent');
}
