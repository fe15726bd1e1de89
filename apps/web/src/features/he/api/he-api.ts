import type { TResponse } from '@sarraf/contracts/api';
import { callApi, createApiClient } from '../../../lib/api-client';
import { clearSignIn, clearSubscriptions, setToken } from '../../../lib/session';

// Identify is a quiet background question: a failure (even a 5xx) shows nothing, unlike every other
// call, so it has its own client without the error alert.
const quietClient = createApiClient({ alert: () => {} });

/**
 * Whether the operator's gateway told the server this visitor's number (docs/header-enrichment.md): on
 * Wi-Fi, with HE off, or on any failure the answer is simply "not identified".
 */
export async function identifyCaller(signal?: AbortSignal): Promise<TResponse<'heIdentify'>['data']> {
  try {
    const response = await callApi('heIdentify', signal ? { signal } : {}, quietClient);
    return response.data;
  } catch {
    return { identified: false };
  }
}

/** One-tap sign-in of a subscriber: stores the token exactly as the SMS-code sign-in does. */
export async function signInWithHe(heToken: string): Promise<TResponse<'heSignIn'>> {
  const response = await callApi('heSignIn', { body: { he_token: heToken } });
  clearSubscriptions();
  setToken(response.access_token);
  return response;
}

/** The plan screen's confirm click: subscribes the identified number and signs it in. */
export async function subscribeWithHe(heToken: string, uuid: string): Promise<TResponse<'heSubscribe'>> {
  clearSignIn();
  const response = await callApi('heSubscribe', { body: { he_token: heToken, uuid } });
  setToken(response.access_token);
  clearSubscriptions();
  return response;
}
