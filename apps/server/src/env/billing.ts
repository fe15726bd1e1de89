import { z } from 'zod';
import { addressList, listOf, required, type Checks } from './fields';

/** Who charges, how prices change, and how the operator reaches us (docs/design.md#who-charges-renewals). */
export const ZBillingEnv = z.object({
  OPERATOR_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  // Where the operator's callbacks may come from (after TRUST_PROXY); unset = any address.
  OPERATOR_CIDRS: addressList().optional(),
  // docs/security.md#prices-and-consent: a price edit reaches an existing subscription no sooner
  // than this many days after its notice SMS (consumer rules ask for 30).
  PRICE_NOTICE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // The renewal reminder of weekly and monthly plans goes out this many days before the renewal;
  // below a week, so a weekly subscriber is reminded within the period being renewed.
  RENEWAL_REMINDER_DAYS: z.coerce.number().int().min(1).max(6).default(2),
  // `provider` (we charge renewals through CHARGING_DRIVER) or `operator` (the operator charges
  // them itself and reports each on its notifications webhook).
  BILLING_MODE: z.enum(['provider', 'operator']).default('provider'),
  // Who takes the first payment at sign-up; `operator` only makes sense when it also renews.
  BILLING_FIRST_CHARGE: z.enum(['provider', 'operator']).default('provider'),
});
export type TBillingEnv = z.infer<typeof ZBillingEnv>;

export function billingConfig(env: TBillingEnv, checks: Checks) {
  if (env.BILLING_MODE === 'operator') {
    // Renewals only ever arrive on the operator's webhook, which refuses everything without a secret.
    required(checks, "when BILLING_MODE=operator (renewals arrive on the operator's webhook)", {
      OPERATOR_WEBHOOK_SECRET: env.OPERATOR_WEBHOOK_SECRET,
    });
  }
  if (env.BILLING_FIRST_CHARGE === 'operator' && env.BILLING_MODE !== 'operator') {
    // A provider-mode server ignores the operator's renewal reports: such a sign-up would never start.
    checks.refuse('BILLING_FIRST_CHARGE', 'operator needs BILLING_MODE=operator');
  }
  return {
    operatorWebhookSecret: env.OPERATOR_WEBHOOK_SECRET,
    /** OPERATOR_CIDRS: the operator's addresses; empty = callbacks accepted from any address. */
    operatorCidrs: listOf(env.OPERATOR_CIDRS),
    /** Prices and reminders (docs/security.md#prices-and-consent). */
    billing: {
      /** PRICE_NOTICE_DAYS: the least notice, in days, before a new price reaches a subscription. */
      priceNoticeDays: env.PRICE_NOTICE_DAYS,
      /** RENEWAL_REMINDER_DAYS: days before a weekly or monthly renewal that its reminder is sent. */
      renewalReminderDays: env.RENEWAL_REMINDER_DAYS,
      /** BILLING_MODE: who charges renewals, we (`provider`) or the operator (docs/design.md#who-charges-renewals). */
      mode: env.BILLING_MODE,
      /** BILLING_FIRST_CHARGE: who takes the first payment at sign-up. */
      firstCharge: env.BILLING_FIRST_CHARGE,
    },
  };
}
