import type { TAdminSignInRequest, TAdminUser } from '@sarraf/contracts';
import { apiErrorOf, callApi } from '../../../lib/api-client';

export async function signIn(credentials: TAdminSignInRequest): Promise<TAdminUser> {
  return (await callApi('adminSignIn', { body: credentials })).data;
}

/** The signed-in user, or null when there is no valid session (401). */
export async function fetchSession(): Promise<TAdminUser | null> {
  try {
    return (await callApi('adminGetSession')).data;
  } catch (error) {
    if (apiErrorOf(error).status === 401) return null;
    throw error;
  }
}

export async function signOut(options: { everywhere?: boolean } = {}): Promise<void> {
  if (options.everywhere) await callApi('adminSignOutEverywhere');
  else await callApi('adminSignOut');
}
