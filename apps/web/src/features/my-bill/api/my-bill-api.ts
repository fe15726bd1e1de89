import type {
  TQueryInput,
  changeNotificationStatus as changeNotificationStatusContract,
  checkSubscriber as checkSubscriberContract,
  getGuestSubscriberInfo as getGuestSubscriberInfoContract,
  getMyBillInfo as getMyBillInfoContract,
  getMyBillTransactions as getMyBillTransactionsContract,
} from '@sarraf/contracts';
import { callApi, endpoint } from '../../../lib/api-client';
import { setToken, storeMsisdn } from '../../../lib/session';

const checkSubscriberEndpoint = endpoint<typeof checkSubscriberContract>(
  'GET',
  '/api/my-bill/check/subscriber',
);
const guestInfoEndpoint = endpoint<typeof getGuestSubscriberInfoContract>(
  'GET',
  '/api/my-bill/guest-subscriber/info',
);
const billInfoEndpoint = endpoint<typeof getMyBillInfoContract>('GET', '/api/client/my-bill/subscriber/info');
const transactionsEndpoint = endpoint<typeof getMyBillTransactionsContract>(
  'GET',
  '/api/client/my-bill/subscriber/transactions',
);
const notificationEndpoint = endpoint<typeof changeNotificationStatusContract>(
  'POST',
  '/api/client/my-bill/change/notification/status',
);

/** My bill sign-in, step 1: a code to the number (the same answer whether it subscribes or not). */
export function checkSubscriber(msisdn: string) {
  return callApi(checkSubscriberEndpoint, { query: { msisdn } });
}

/**
 * Step 2: the number's bill once its code is confirmed. A subscriber is signed in by it (the
 * bill routes need a token); `false` when the number has no subscription.
 */
export async function signInToBill(msisdn: string, otp: string): Promise<boolean> {
  const response = await callApi(guestInfoEndpoint, { query: { msisdn, otp } });
  if (response.data === null || !('access_token' in response)) return false;
  setToken(response.access_token);
  storeMsisdn(msisdn);
  return true;
}

export async function getBillInfo(signal?: AbortSignal) {
  const response = await callApi(billInfoEndpoint, signal ? { signal } : {});
  return response.data;
}

export function getTransactions(
  query: TQueryInput<typeof getMyBillTransactionsContract>,
  signal?: AbortSignal,
) {
  return callApi(transactionsEndpoint, { query, ...(signal ? { signal } : {}) });
}

export function changeNotificationStatus(enabled: boolean) {
  return callApi(notificationEndpoint, { body: { enabled } });
}
