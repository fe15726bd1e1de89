import { z } from 'zod';
import { ZCurrencyCode, ZMinorAmount, ZTimestamp, ZUuid } from '../fields';
import { ZPlan } from './plan';
import { ZTransaction } from './transaction';

/** docs/design.md#states: `pending_payment` → `active` ⇄ `grace` → `suspended` → `cancelled`. */
export const ZSubscriptionState = z.enum(['pending_payment', 'active', 'grace', 'suspended', 'cancelled']);
export type TSubscriptionState = z.infer<typeof ZSubscriptionState>;

export const ZSubscription = z.object({
  uuid: ZUuid,
  /**
   * Content is open in `active` and `grace`, and in `cancelled` until `access_until`
   * (docs/product.md#a-subscription-that-is-not-active; the rule is `hasAccess` of
   * `@sarraf/contracts/subscription-access`).
   */
  state: ZSubscriptionState,
  plan: ZPlan,
  /**
   * What this subscription pays each period: the price it agreed to, which stays when the plan's
   * price is edited until a notified change reaches it (`plan.price_minor` is what new subscribers pay).
   */
  agreed_price: z.object({ amount_minor: ZMinorAmount, currency: ZCurrencyCode }).optional(),
  created_at: ZTimestamp,
  /** The paid (or trial) period in force; null before the first successful charge. */
  current_period_start: ZTimestamp.nullable(),
  current_period_end: ZTimestamp.nullable(),
  /**
   * When the next charge attempt is due (renewal, or retry in grace/suspended); null when nothing is
   * scheduled: cancelled, pending payment, or while a renewal charge is with the gateway.
   */
  next_renewal_at: ZTimestamp.nullable(),
  trial_ends_at: ZTimestamp.nullable(),
  /** While `grace`: access is kept and the renewal retried until then. */
  grace_ends_at: ZTimestamp.nullable(),
  suspended_at: ZTimestamp.nullable(),
  cancelled_at: ZTimestamp.nullable(),
  /**
   * A cancelled subscription keeps its content until the end of the period already paid: that
   * instant. Null when there is no paid time left to keep: a subscription that is not cancelled, a
   * cancelled free trial (it ends at once), one the operator cancelled, or one cancelled after its
   * renewal failed (docs/product.md#cancelling).
   */
  access_until: ZTimestamp.nullable(),
  /** Why the last renewal failed (the gateway's code, e.g. `insufficient_balance`); null after a success. */
  last_failure_reason: z.string().nullable(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

/**
 * Every lifecycle action (cancel, reactivate, renew, change, confirm-…) answers this: the Arabic
 * message to show, the subscription as it now is, and the ledger row of the charge it made, if it
 * made one. A declined charge is still a 200: `charge.status` is `failed` and `reason` says why;
 * it is `pending` when the gateway has not answered yet.
 */
export const ZSubscriptionActionResponse = z.object({
  message: z.string(),
  data: z.object({
    subscription: ZSubscription,
    charge: ZTransaction.nullable(),
  }),
});
export type TSubscriptionActionResponse = z.infer<typeof ZSubscriptionActionResponse>;
