import type { AxiosInstance } from 'axios';
import type { TResponse } from '@sarraf/contracts/api';
import { HE_FRAGMENT_KEYS } from '@sarraf/contracts/he-fragment';
import { callApi, loadTransport } from '../../../lib/api-client';
import { clearSignIn, clearSubscriptions, setToken } from '../../../lib/session';

// Identify is a quiet background question: a failure (even a 5xx) shows nothing, unlike every other
// call, so it has its own client without the error alert (made with the transport, on first use).
let quietClient: Promise<AxiosInstance> | undefined;
const getQuietClient = () =>
  (quietClient ??= loadTransport().then(({ createApiClient }) => createApiClient({ alert: () => {} })));

type Identity = TResponse<'heIdentify'>['data'];

/**
 * The identity the plain-HTTP entry handed over in the address's fragment
 * (docs/header-enrichment.md#deployment), read once and removed from the address bar and history,
 * so a reload or a shared link never carries the single-use token.
 */
function takeFragmentIdentity(): Identity | null {
  if (typeof window === 'undefined' || !window.location.hash.includes(`${HE_FRAGMENT_KEYS.token}=`))
    return null;
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const heToken = fragment.get(HE_FRAGMENT_KEYS.token);
  const masked = fragment.get(HE_FRAGMENT_KEYS.masked) ?? '';
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  if (!heToken || !/^\d{5}\*+\d{3}$/.test(masked)) return null;
  return {
    identified: true,
    he_token: heToken,
    msisdn_masked: masked,
    subscriber: fragment.get(HE_FRAGMENT_KEYS.subscriber) === '1',
  };
}

/**
 * Whether the operator's gateway told the server this visitor's number (docs/header-enrichment.md):
 * handed over by the plain-HTTP entry, or asked now. On Wi-Fi, with HE off, or on any failure the
 * answer is simply "not identified".
 */
export async function identifyCaller(signal?: AbortSignal): Promise<Identity> {
  const handedOver = takeFragmentIdentity();
  if (handedOver) return handedOver;
  try {
    const response = await callApi('heIdentify', signal ? { signal } : {}, await getQuietClient());
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
