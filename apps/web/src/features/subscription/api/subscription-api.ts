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

/**
 * Two-step activation, also the portal's way to renew and to reactivate: an `activation` code by
 * SMS naming the amount it authorises, then the code, after the confirmation screen, makes the
 * payment (a first payment, a renewal after a failed one, or a reactivation, free within the period
 * already paid; the server decides by the subscription's state).
 */
export function requestActivation() {
  return callApi('requestActivation', { body: {} });
}

export function confirmActivation(otp: string) {
  return callApi('confirmActivation', { body: { otp } });
}

/** Two-step change of plan: the code's SMS names the new plan and its price. */
export function requestChange(uuid: string) {
  return callApi('requestChangeSubscription', { body: { uuid } });
}

export function confirmChange(otp: string, uuid: string) {
  return callApi('confirmChangeSubscription', { body: { otp, uuid } });
}
