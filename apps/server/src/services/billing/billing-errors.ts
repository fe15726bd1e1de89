import { unprocessable, type HttpError } from '../../lib/http-error';
import type { MessageKey } from '../../lib/messages';
import type { Refusal } from '../../lib/subscription-machine';

export type BillingRefusal = Refusal | 'no_subscription' | 'charge_in_progress';

const MESSAGES: Record<BillingRefusal, MessageKey> = {
  not_pending: 'subscription_already_active',
  not_renewable: 'subscription_not_renewable',
  not_due: 'subscription_already_renewed',
  already_active: 'subscription_already_active',
  paid_up: 'subscription_paid_up',
  period_over: 'subscription_not_renewable',
  already_cancelled: 'subscription_already_cancelled',
  no_trial: 'subscription_not_renewable',
  not_active: 'subscription_not_renewable',
  nothing_to_resume: 'subscription_not_renewable',
  no_subscription: 'no_subscription',
  charge_in_progress: 'charge_in_progress',
};

/**
 * A lifecycle action the subscription's state does not allow: a 422 on `subscription` with the
 * Arabic reason, e.g. reactivating what is active or cancelling twice.
 */
export function refused(refusal: BillingRefusal): HttpError {
  return unprocessable({ subscription: [MESSAGES[refusal]] });
}

/** docs/design.md#consent: anything that charges needs a fresh confirmed code; a 422 on `otp` says so. */
export const consentRequired = (): HttpError => unprocessable({ otp: ['consent_required'] });
