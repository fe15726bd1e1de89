import type { TAdminSignInRequest, TAdminUser } from '@sarraf/contracts';
import { apiErrorOf, callApi } from '../../../lib/api-client';
import { setServiceZone } from '../../../lib/service-zone';

export async function signIn(credentials: TAdminSignInRequest): Promise<TAdminUser> {
  const answer = await callApi('adminSignIn', { body: credentials });
  setServiceZone(answer.service.time_zone);
  return answer.data;
}

/** The signed-in user, or null when there is no valid session (401). */
export async function fetchSession(): Promise<TAdminUser | null> {
  try {
    const answer = await callApi('adminGetSession');
    // Every screen is under the session's loader: the zone is known before any time is written.
    setServiceZone(answer.service.time_zone);
    return answer.data;
  } catch (error) {
    if (apiErrorOf(error).status === 401) return null;
    throw error;
  }
}

export async function signOut(options: { everywhere?: boolean } = {}): Promise<void> {
  if (options.everywhere) await callApi('adminSignOutEverywhere');
  else await callApi('adminSignOut');
}
