import type { AxiosInstance } from 'axios';
import type { TResponse } from '@sarraf/contracts/api';
import { HE_FRAGMENT_KEYS } from '@sarraf/contracts/he-fragment';
import { callApi, loadTransport } from '../../../lib/api-client';
import { fieldErrorsOf } from '../../../lib/api-errors';
import { clearSignIn, clearSubscriptions, setToken } from '../../../lib/session';
import { hasHeHandOver } from '../hand-over';

// Identify and peek are quiet background questions: a failure (even a 5xx) brings no alert, unlike
// every other call, so they have their own client without it (made with the transport, on first use).
let quietClient: Promise<AxiosInstance> | undefined;
const getQuietClient = () =>
  (quietClient ??= loadTransport().then(({ createApiClient }) => createApiClient({ alert: () => {} })));

type Identity = TResponse<'heIdentify'>['data'];

/**
 * What the portal knows of the visitor's header-enrichment identity: identify's answer, or a
 * hand-over whose token could not be checked (no answer from the server): not identified, and the
 * page says the number could not be confirmed.
 */
export type HeIdentity = Identity | { identified: false; handOverFailed: true };

/**
 * The token the plain-HTTP entry handed over in the address's fragment
 * (docs/header-enrichment.md#the-portal), read once and removed from the address bar and history,
 * so a reload or a shared link never carries the single-use token. The fragment's `m` and `s` are
 * not used: whoever wrote the link chose them; peek says what the token stands for.
 */
function takeFragmentToken(): string | null {
  if (!hasHeHandOver()) return null;
  const heToken = new URLSearchParams(window.location.hash.slice(1)).get(HE_FRAGMENT_KEYS.token);
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return heToken && /^[A-Za-z0-9_-]{16,512}$/.test(heToken) ? heToken : null;
}

// The handed-over token from the moment it leaves the address until peek has answered for it: an
// ask cancelled on the way (the page left and came back) must not lose it.
let pendingHandOver: string | null = null;

/**
 * The number a handed-over token stands for, asked of the server (`hePeek`), which does not spend
 * it. A refusal (expired, used, another network, not ours) is simply "not identified", with no
 * message: the SMS-code form is the way in, as on Wi-Fi.
 */
async function peekHandedOver(heToken: string, signal?: AbortSignal): Promise<HeIdentity> {
  try {
    const { data } = await callApi(
      'hePeek',
      { body: { he_token: heToken }, ...(signal ? { signal } : {}) },
      await getQuietClient(),
    );
    return { identified: true, he_token: heToken, ...data };
  } catch (failure) {
    if (signal?.aborted) throw failure;
    return fieldErrorsOf(failure) ? { identified: false } : { identified: false, handOverFailed: true };
  }
}

/**
 * Whether the operator's gateway told the server this visitor's number (docs/header-enrichment.md):
 * handed over by the plain-HTTP entry and confirmed by peek, or asked now. On Wi-Fi, with HE off,
 * over HTTPS (the gateway cannot add the number there) or on any failure the answer is "not
 * identified".
 */
export async function identifyCaller(signal?: AbortSignal): Promise<HeIdentity> {
  pendingHandOver = takeFragmentToken() ?? pendingHandOver;
  if (pendingHandOver) {
    const identity = await peekHandedOver(pendingHandOver, signal);
    pendingHandOver = null;
    return identity;
  }
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
