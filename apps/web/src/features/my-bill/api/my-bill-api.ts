import type { TQuery } from '@sarraf/contracts/api';
import { callApi } from '../../../lib/api-client';
import { setBillToken, storeMsisdn } from '../../../lib/session';

/** My bill sign-in, step 1: a code to the number (the same answer whether it subscribes or not). */
export function checkSubscriber(msisdn: string) {
  return callApi('checkSubscriber', { query: { msisdn } });
}

/**
 * Step 2: the number's bill once its code is confirmed. A subscriber's number gets a bill token,
 * kept apart from the client token: it opens the my-bill screens, not the portal
 * (docs/adr/0007-a-bill-token-is-not-a-client-session.md); `false` when the number has no subscription.
 */
export async function signInToBill(msisdn: string, otp: string): Promise<boolean> {
  const response = await callApi('getGuestSubscriberInfo', { query: { msisdn, otp } });
  if (response.data === null || !('access_token' in response)) return false;
  setBillToken(response.access_token);
  storeMsisdn(msisdn);
  return true;
}

export async function getBillInfo(signal?: AbortSignal) {
  const response = await callApi('getMyBillInfo', signal ? { signal } : {});
  return response.data;
}

export function getTransactions(query: TQuery<'getMyBillTransactions'>, signal?: AbortSignal) {
  return callApi('getMyBillTransactions', { query, ...(signal ? { signal } : {}) });
}

export function changeNotificationStatus(enabled: boolean) {
  return callApi('changeNotificationStatus', { body: { enabled } });
}
