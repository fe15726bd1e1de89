import { z } from 'zod';
import type { AlertsDeps } from '../services/alerts/alerts-deps';
import { dispatchAlertSms } from '../services/alerts/dispatch-alert-sms';
import { evaluatePublication } from '../services/alerts/evaluate-publication';
import { sendDigests } from '../services/alerts/send-digests';
import { sweepPendingPublications } from '../services/alerts/sweep-publications';

export {
  ALERTS_DIGEST_JOB,
  ALERTS_EVALUATE_JOB,
  ALERTS_PUBLICATIONS_SWEEP_JOB,
  ALERTS_SMS_DISPATCH_JOB,
} from '../services/alerts/alerts-deps';

const ZEvaluateJob = z.object({ publicationId: z.number().int().positive() });

/** `alerts.evaluate {publicationId}`: the alerts one publish crossed (sent after its commit). */
export async function runEvaluateAlertsJob(deps: AlertsDeps, data: unknown): Promise<void> {
  const { publicationId } = ZEvaluateJob.parse(data);
  await evaluatePublication(deps, publicationId);
}

/** `alerts.publications.sweep`, every minute: publications whose job never came. */
export async function runPublicationsSweepJob(deps: AlertsDeps): Promise<void> {
  await sweepPendingPublications(deps);
}

/** `alerts.sms.dispatch`: due alert/digest SMS at ALERT_SMS_TPS, at most 5 minutes a run. */
export async function runAlertSmsDispatchJob(deps: AlertsDeps): Promise<void> {
  await dispatchAlertSms(deps);
}

/** `alerts.digest.sweep`, hourly: the digests of the subscribers whose hour it is. */
export async function runDigestJob(deps: AlertsDeps): Promise<void> {
  await sendDigests(deps);
}
