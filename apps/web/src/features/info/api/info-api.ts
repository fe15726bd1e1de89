import type { TInformationKey, getInformations as getInformationsContract } from '@sarraf/contracts';
import { callApi, endpoint } from '../../../lib/api-client';

const informationsEndpoint = endpoint<typeof getInformationsContract>('GET', '/api/get/informations');

/** `get/informations`: who we are, privacy, terms. */
export async function getInformation(key: TInformationKey, signal?: AbortSignal) {
  const response = await callApi(informationsEndpoint, { query: { key }, ...(signal ? { signal } : {}) });
  return response.data.find((page) => page.key === key) ?? null;
}
