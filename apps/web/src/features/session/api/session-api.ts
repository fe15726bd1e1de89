import type {
  TBodyInput,
  TConfirmOtpResponse,
  TResponse,
  confirmOtp as confirmOtpContract,
  createSubscriber as createSubscriberContract,
  getClientUser as getClientUserContract,
  login as loginContract,
  logout as logoutContract,
  resendOtp as resendOtpContract,
} from '@sarraf/contracts';
import { callApi, endpoint, fieldErrorsOf } from '../../../lib/api-client';
import {
  clearSession,
  clearSignIn,
  clearSubscriptions,
  clearToken,
  setToken,
  storeMsisdn,
  storeSubscriptions,
} from '../../../lib/session';

const loginEndpoint = endpoint<typeof loginContract>('POST', '/api/client/login');
const resendOtpEndpoint = endpoint<typeof resendOtpContract>('POST', '/api/client/resend/otp');
const confirmOtpEndpoint = endpoint<typeof confirmOtpContract>('POST', '/api/client/confirm/otp');
const createSubscriberEndpoint = endpoint<typeof createSubscriberContract>(
  'POST',
  '/api/client/create/subscriber',
);
const logoutEndpoint = endpoint<typeof logoutContract>('POST', '/api/client/logout');
const clientUserEndpoint = endpoint<typeof getClientUserContract>('GET', '/api/client/user');

/**
 * Sends the code; the msisdn is stored locally on success. A 422 clears the token
 * (docs/product.md#session-keys).
 */
export async function login(msisdn: string) {
  try {
    const response = await callApi(loginEndpoint, { body: { msisdn } });
    storeMsisdn(msisdn);
    return response;
  } catch (error) {
    if (fieldErrorsOf(error)) clearToken();
    throw error;
  }
}

export function resendOtp(msisdn: string) {
  return callApi(resendOtpEndpoint, { body: { msisdn } });
}

/**
 * Code confirmation (docs/product.md#session-keys): Code 0 signs in with the returned access_token; Code 50
 * stores the offered plans (client-subscriptions) and sets no token; a 422 clears the token. The route guard
 * sends `check_type: "otp"` (docs/product.md#the-guard).
 */
export async function confirmOtp(
  body: TBodyInput<typeof confirmOtpContract> & { msisdn: string },
): Promise<TConfirmOtpResponse> {
  try {
    const response = await callApi(confirmOtpEndpoint, { body });
    if (response.Code === 50) {
      storeSubscriptions(response.SubscriptionsList);
      storeMsisdn(body.msisdn);
    } else {
      clearSubscriptions();
      setToken(response.access_token);
    }
    return response;
  } catch (error) {
    if (fieldErrorsOf(error)) clearToken();
    throw error;
  }
}

/** Creating a subscriber first clears any old session, then stores the returned token. */
export async function createSubscriber(
  body: TBodyInput<typeof createSubscriberContract>,
): Promise<TResponse<typeof createSubscriberContract>> {
  // The plans stay until the sign-up succeeds, so a refused request can be retried on the list.
  clearSignIn();
  const response = await callApi(createSubscriberEndpoint, { body });
  setToken(response.access_token);
  clearSubscriptions();
  return response;
}

/** Logout clears the token and the access cookie whether the call succeeds or fails. */
export async function logout(): Promise<void> {
  try {
    await callApi(logoutEndpoint);
  } catch {
    // The session ends on this device regardless.
  } finally {
    clearSession();
  }
}

export function getClientUser(signal?: AbortSignal) {
  return callApi(clientUserEndpoint, signal ? { signal } : {});
}
