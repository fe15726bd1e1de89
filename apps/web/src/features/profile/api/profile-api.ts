import type { TRequest } from '@sarraf/contracts/api';
import { callApi } from '../../../lib/api-client';

/** The `/client/profile/update` form: name and email of the token's subscriber. */
export async function updateProfile(body: TRequest<'updateSubscriberProfile'>) {
  const response = await callApi('updateSubscriberProfile', { body });
  return response.data;
}
