import type { TAdminSettings } from '@sarraf/contracts';
import { adminGetSettings, adminUpdateSettings } from '@sarraf/contracts';
import { apiClient } from '../../../lib/api-client';

export async function fetchSettings(): Promise<TAdminSettings> {
  const response = await apiClient.get<{ data: TAdminSettings }>(adminGetSettings.path);
  return response.data.data;
}

export async function saveSettings(settings: TAdminSettings): Promise<TAdminSettings> {
  const response = await apiClient.put<{ data: TAdminSettings }>(adminUpdateSettings.path, settings);
  return response.data.data;
}
