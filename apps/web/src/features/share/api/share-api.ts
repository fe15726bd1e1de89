import type { TServiceInfo } from '@sarraf/contracts';
import { callApi } from '../../../lib/api-client';

/**
 * The service's name and short code for the rate card: the public plans list already carries them
 * (the subscribe disclaimer reads the same block), so the card needs no endpoint of its own.
 */
export async function getServiceInfo(signal?: AbortSignal): Promise<TServiceInfo> {
  const response = await callApi('getSubscriptionsList', signal ? { signal } : {});
  return response.service;
}
