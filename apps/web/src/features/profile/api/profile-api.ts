import type {
  TBodyInput,
  updateSubscriberProfile as updateSubscriberProfileContract,
} from '@sarraf/contracts';
import { callApi, endpoint } from '../../../lib/api-client';

const updateProfileEndpoint = endpoint<typeof updateSubscriberProfileContract>(
  'POST',
  '/api/client/update/subscriber/profile',
);

/** The `/client/profile/update` form: name and email of the token's subscriber. */
export async function updateProfile(body: TBodyInput<typeof updateSubscriberProfileContract>) {
  const response = await callApi(updateProfileEndpoint, { body });
  return response.data;
}
