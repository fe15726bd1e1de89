import type {
  TPlan,
  TServiceInfo,
  cancelProfileSubscription as cancelContract,
  confirmActivation as confirmActivationContract,
  confirmChangeSubscription as confirmChangeContract,
  confirmProfileOtp as confirmProfileOtpContract,
  generateOtp as generateOtpContract,
  getSubscriptionsList as getSubscriptionsListContract,
  renewSubscription as renewContract,
  requestActivation as requestActivationContract,
  requestChangeSubscription as requestChangeContract,
} from '@sarraf/contracts';
import { callApi, endpoint } from '../../../lib/api-client';

const plansEndpoint = endpoint<typeof getSubscriptionsListContract>('GET', '/api/client/subscriptions/list');
const cancelEndpoint = endpoint<typeof cancelContract>('POST', '/api/client/profile/subscrption/cancel');
const requestActivationEndpoint = endpoint<typeof requestActivationContract>(
  'POST',
  '/api/client/request-activation',
);
const confirmActivationEndpoint = endpoint<typeof confirmActivationContract>(
  'POST',
  '/api/client/confirm-activation',
);
const requestChangeEndpoint = endpoint<typeof requestChangeContract>(
  'POST',
  '/api/client/request-change-subscription',
);
const confirmChangeEndpoint = endpoint<typeof confirmChangeContract>(
  'POST',
  '/api/client/confirm-change-subscription',
);
const generateOtpEndpoint = endpoint<typeof generateOtpContract>('GET', '/api/client/generate/otp');
const confirmProfileOtpEndpoint = endpoint<typeof confirmProfileOtpContract>(
  'POST',
  '/api/client/profile/confirm/otp',
);
const renewEndpoint = endpoint<typeof renewContract>('POST', '/api/client/renew/subscription');

export interface PlansOffer {
  readonly plans: readonly TPlan[];
  /** The disclaimer's service details; null when only stored plans are known. */
  readonly service: TServiceInfo | null;
}

export async function getPlans(signal?: AbortSignal): Promise<PlansOffer> {
  const response = await callApi(plansEndpoint, signal ? { signal } : {});
  return { plans: response.data, service: response.service };
}

/** Cancelling needs only the session and takes effect at once. */
export function cancelSubscription() {
  return callApi(cancelEndpoint);
}

/** Two-step activation (reactivate a suspended/cancelled plan, or pay a pending one). */
export function requestActivation() {
  return callApi(requestActivationEndpoint, { body: {} });
}

export function confirmActivation(otp: string) {
  return callApi(confirmActivationEndpoint, { body: { otp } });
}

/** Two-step change of plan: the code names the new plan and its price. */
export function requestChange(uuid: string) {
  return callApi(requestChangeEndpoint, { body: { uuid } });
}

export function confirmChange(otp: string, uuid: string) {
  return callApi(confirmChangeEndpoint, { body: { otp, uuid } });
}

/**
 * Renewing charges, so it needs a fresh consent: a profile code confirmed just before
 * (docs/design.md#consent).
 */
export function requestRenewalCode() {
  return callApi(generateOtpEndpoint);
}

export async function confirmRenewal(otp: string) {
  await callApi(confirmProfileOtpEndpoint, { body: { otp } });
  return callApi(renewEndpoint);
}
