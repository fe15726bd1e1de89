import type { TAdminSessionResponse, TAdminSignInRequest, TAdminUser } from '@sarraf/contracts';
import { adminGetSession, adminSignIn, adminSignOut, adminSignOutEverywhere } from '@sarraf/contracts';
import { apiClient, apiErrorOf } from '../../../lib/api-client';

export async function signIn(credentials: TAdminSignInRequest): Promise<TAdminUser> {
  const response = await apiClient.post<TAdminSessionResponse>(adminSignIn.path, credentials);
  return response.data.data;
}

/** The signed-in user, or null when there is no valid session (401). */
export async function fetchSession(): Promise<TAdminUser | null> {
  try {
    const response = await apiClient.get<TAdminSessionResponse>(adminGetSession.path);
    return response.data.data;
  } catch (error) {
    if (apiErrorOf(error).status === 401) return null;
    throw error;
  }
}

export async function signOut(options: { everywhere?: boolean } = {}): Promise<void> {
  if (options.everywhere) await apiClient.post(adminSignOutEverywhere.path);
  else await apiClient.delete(adminSignOut.path);
}
