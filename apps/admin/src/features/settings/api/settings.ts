import type { TAdminSettings } from '@sarraf/contracts';
import { callApi } from '../../../lib/api-client';

export async function fetchSettings(): Promise<TAdminSettings> {
  return (await callApi('adminGetSettings')).data;
}

export async function saveSettings(settings: TAdminSettings): Promise<TAdminSettings> {
  return (await callApi('adminUpdateSettings', { body: settings })).data;
}
