import type { TRequest, TResponse } from '@sarraf/contracts/api';
import { callApi } from '../../../lib/api-client';
import { fieldErrorsOf } from '../../../lib/api-errors';
import {
  clearSession,
  clearSignIn,
  clearSubscriptions,
  clearToken,
  setToken,
  storeMsisdn,
  storeSubscriptions,
} from '../../../lib/session';

/**
 * Sends the code; the msisdn is stored locally on success. A 422 clears the token
 * (docs/product.md#session-keys).
 */
export async function login(msisdn: string) {
  try {
    const response = await callApi('login', { body: { msisdn } });
    storeMsisdn(msisdn);
    return response;
  } catch (error) {
    if (fieldErrorsOf(error)) clearToken();
    throw error;
  }
}

export function resendOtp(msisdn: string) {
  return callApi('resendOtp', { body: { msisdn } });
}

/**
 * Code confirmation (docs/product.md#session-keys): Code 0 signs in with the returned access_token; Code 50
 * stores the offered plans (client-subscriptions) and sets no token; a 422 clears the token. The route guard
 * sends `check_type: "otp"` (docs/product.md#the-guard).
 */
export async function confirmOtp(
  body: TRequest<'confirmOtp'> & { msisdn: string },
): Promise<TResponse<'confirmOtp'>> {
  try {
    const response = await callApi('confirmOtp', { body });
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
  body: TRequest<'createSubscriber'>,
): Promise<TResponse<'createSubscriber'>> {
  // The plans stay until the sign-up succeeds, so a refused request can be retried on the list.
  clearSignIn();
  const response = await callApi('createSubscriber', { body });
  setToken(response.access_token);
  clearSubscriptions();
  return response;
}

/** Logout clears the token and the access cookie whether the call succeeds or fails. */
export async function logout(): Promise<void> {
  try {
    await callApi('logout');
  } catch {
    // The session ends on this device regardless.
  } finally {
    clearSession();
  }
}

export function getClientUser(signal?: AbortSignal) {
  return callApi('getClientUser', signal ? { signal } : {});
}
