import type { TRequest } from '@sarraf/contracts/api';
import { callApi } from '../../../lib/api-client';

/** `GET /api/user`: who the session belongs to (the profile screen's header line). */
export async function getAccount(signal?: AbortSignal) {
  const response = await callApi('getUser', signal ? { signal } : {});
  return response.data;
}

/** `GET fetch/subscriber/details`: the profile card's details, without the subscription. */
export async function getSubscriberDetails(signal?: AbortSignal) {
  const response = await callApi('fetchSubscriberDetails', signal ? { signal } : {});
  return response.data;
}

/**
 * `POST subscriber/details {msisdn}`: the profile update form's starting values, asked for the
 * token's own number (any other number is a 403).
 */
export async function getSubscriberByNumber(msisdn: string) {
  const response = await callApi('getSubscriberDetails', { body: { msisdn } });
  return response.data;
}

/** The profile update form: name and email of the token's own number. */
export async function updateSubscriber(body: TRequest<'updateSubscriber'>) {
  const response = await callApi('updateSubscriber', { body });
  return response.data;
}

/** The follow-up level, kept in Sarraf's own records with the name and email it goes with. */
export async function updateSubscriberLevel(body: TRequest<'updateSubscriberLocal'>) {
  const response = await callApi('updateSubscriberLocal', { body });
  return response.data;
}
