// Why an SMS was sent (`sms_messages.purpose`): the server stores only these, and the back office
// names each in Arabic. Zod-free, so a browser bundle may import it (`@sarraf/contracts/sms-purposes`).
// An older row may hold another code; the back office then shows the code itself.

/**
 * What a one-time code confirms; its SMS's purpose is `otp.<purpose>`. The server's own list
 * (lib/otp-policy.ts, the database enum) must stay inside this one: its SMS writer takes only an
 * `SmsPurpose`.
 */
export const OTP_PURPOSES = ['login', 'profile', 'unsubscribe', 'activation', 'change', 'mybill'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** The subscription notices a state change sends; the SMS's purpose is `billing.<notice>`. */
export const BILLING_NOTICES = [
  'welcome',
  'trial',
  'reactivated',
  'reactivated_in_period',
  'plan_changed',
  'renewal_failed',
  'renewal_recovered',
  'suspended',
  'cancelled',
] as const;
export type BillingNotice = (typeof BILLING_NOTICES)[number];

export const SMS_PURPOSES = [
  ...OTP_PURPOSES.map((purpose) => `otp.${purpose}` as const),
  ...BILLING_NOTICES.map((notice) => `billing.${notice}` as const),
  'billing.reminder.renewal',
  'billing.reminder.trial_end',
  'billing.reminder.how_to_stop',
  'billing.receipt',
  'billing.price_change',
  'keyword.reply',
  'contact.reply',
  'alert.rate',
  'alert.digest',
] as const;

export type SmsPurpose = (typeof SMS_PURPOSES)[number];

export function isSmsPurpose(value: string): value is SmsPurpose {
  return (SMS_PURPOSES as readonly string[]).includes(value);
}
