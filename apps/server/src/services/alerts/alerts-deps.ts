import type { SmsDeps } from '../sms/sms-deps';

/** What the alert jobs need: the SMS pipeline's dependencies (config, database, queue, log). */
export type AlertsDeps = SmsDeps;

/**
 * Dotted job names (docs/design.md#jobs). `{publicationId}`: evaluates the alerts one publish may have
 * crossed.
 */
export const ALERTS_EVALUATE_JOB = 'alerts.evaluate';
/** Every minute: evaluates publications whose `alerts.evaluate` job was lost (a crash, an import). */
export const ALERTS_PUBLICATIONS_SWEEP_JOB = 'alerts.publications.sweep';
/** Sends due alert and digest SMS at ALERT_SMS_TPS; every minute and after each evaluation. */
export const ALERTS_SMS_DISPATCH_JOB = 'alerts.sms.dispatch';
/** Every hour on the hour: stores the digests of subscribers whose chosen hour it is. */
export const ALERTS_DIGEST_JOB = 'alerts.digest.sweep';

/** `sms_messages.purpose` of what this feature sends; the dispatcher only takes these. */
export const ALERT_SMS_PURPOSE = 'alert.rate';
export const DIGEST_SMS_PURPOSE = 'alert.digest';
