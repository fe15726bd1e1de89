import type { TInformationKey } from '@sarraf/contracts';
import { callApi } from '../../../lib/api-client';

/** `get/informations`: who we are, privacy, terms. */
export async function getInformation(key: TInformationKey, signal?: AbortSignal) {
  const response = await callApi('getInformations', { query: { key }, ...(signal ? { signal } : {}) });
  return response.data.find((page) => page.key === key) ?? null;
}
