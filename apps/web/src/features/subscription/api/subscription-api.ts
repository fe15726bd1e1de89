import type { TPlan, TServiceInfo } from '@sarraf/contracts';
import { callApi } from '../../../lib/api-client';
import { setServiceZone } from '../../../lib/service-zone';

export interface PlansOffer {
  readonly plans: readonly TPlan[];
  /** The disclaimer's service details; null when only stored plans are known. */
  readonly service: TServiceInfo | null;
}

export async function getPlans(signal?: AbortSignal): Promise<PlansOffer> {
  const response = await callApi('getSubscriptionsList', signal ? { signal } : {});
  setServiceZone(response.service.time_zone);
  return { plans: response.data, service: response.service };
}

/** The profile's subscription panel reads the subscription on its own (docs/product.md#api-calls). */
export async function getSubscription(signal?: AbortSignal) {
  const response = await callApi('fetchSubscription', signal ? { signal } : {});
  return response.data;
}

/**
 * Two-step unsubscribe: an `unsubscribe` code by SMS, then the code cancels at once. The portal
 * never calls the one-step `…/subscrption/cancel` endpoints: they are for the SMS keyword, the
 * operator and API clients (docs/design.md#consent).
 */
export function requestUnsubscribe() {
  return callApi('requestUnsubscribe', { body: {} });
}

export function confirmUnsubscribe(otp: string) {
  return callApi('confirmUnsubscribe', { body: { otp } });
}

/** Two-step activation: pays a `pending_payment` subscription; the code's SMS names plan and price. */
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
 * Renewing and reactivating charge, so each needs a fresh consent: a profile code confirmed just
 * before (docs/design.md#consent).
 */
export function requestProfileCode() {
  return callApi('generateOtp');
}

export async function confirmRenewal(otp: string) {
  await callApi('confirmProfileOtp', { body: { otp } });
  return callApi('renewSubscription');
}

/** A suspended or cancelled subscription back to `active`, charged once the profile code is confirmed. */
export async function confirmReactivation(otp: string) {
  await callApi('confirmProfileOtp', { body: { otp } });
  return callApi('reactivateProfileSubscription');
}
