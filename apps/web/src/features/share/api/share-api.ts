import type { TServiceInfo } from '@sarraf/contracts';
import { callApi } from '../../../lib/api-client';
import { setServiceZone } from '../../../lib/service-zone';

/**
 * The service's name, short code and time zone for the rate card: the public plans list already carries them
 * (the subscribe disclaimer reads the same block), so the card needs no endpoint of its own.
 */
export async function getServiceInfo(signal?: AbortSignal): Promise<TServiceInfo> {
  const response = await callApi('getSubscriptionsList', signal ? { signal } : {});
  setServiceZone(response.service.time_zone);
  return response.service;
}
