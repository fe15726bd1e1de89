import type { TPlan, TServiceInfo } from '@sarraf/contracts';
import { callApi } from '../../../lib/api-client';

export interface PlansOffer {
  readonly plans: readonly TPlan[];
  /** The disclaimer's service details; null when only stored plans are known. */
  readonly service: TServiceInfo | null;
}

export async function getPlans(signal?: AbortSignal): Promise<PlansOffer> {
  const response = await callApi('getSubscriptionsList', signal ? { signal } : {});
  return { plans: response.data, service: response.service };
}

/** Cancelling needs only the session and takes effect at once. */
export function cancelSubscription() {
  return callApi('cancelProfileSubscription');
}

/** Two-step activation (reactivate a suspended/cancelled plan, or pay a pending one). */
export function requestActivation() {
  return callApi('requestActivation', { body: {} });
}

export function confirmActivation(otp: string) {
  return callApi('confirmActivation', { body: { otp } });
}

/** Two-step change of plan: the code names the new plan and its price. */
export function requestChange(uuid: string) {
  return callApi('requestChangeSubscription', { body: { uuid } });
}

export function confirmChange(otp: string, uuid: string) {
  return callApi('confirmChangeSubscription', { body: { otp, uuid } });
}

/**
 * Renewing charges, so it needs a fresh consent: a profile code confirmed just before
 * (docs/design.md#consent).
 */
export function requestRenewalCode() {
  return callApi('generateOtp');
}

export async function confirmRenewal(otp: string) {
  await callApi('confirmProfileOtp', { body: { otp } });
  return callApi('renewSubscription');
}
