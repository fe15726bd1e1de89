import type { SmsPurpose } from '@sarraf/contracts/sms-purposes';
import type { SmsDeps } from '../sms';

/** What the alert jobs need: the SMS pipeline's dependencies (config, database, jobs, log, driver). */
export type AlertsDeps = SmsDeps;

/** `sms_messages.purpose` of what this feature sends; the dispatcher only takes these. */
export const ALERT_SMS_PURPOSE = 'alert.rate' satisfies SmsPurpose;
export const DIGEST_SMS_PURPOSE = 'alert.digest' satisfies SmsPurpose;
