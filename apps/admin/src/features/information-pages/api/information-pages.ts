import type { TAdminInformationPage, TAdminInformationPageInput } from '@sarraf/contracts';
import { adminListInformationPages, adminUpdateInformationPage } from '@sarraf/contracts';
import { apiClient } from '../../../lib/api-client';

export async function fetchInformationPages(): Promise<TAdminInformationPage[]> {
  const response = await apiClient.get<{ data: TAdminInformationPage[] }>(adminListInformationPages.path);
  return response.data.data;
}

export async function saveInformationPage(
  key: TAdminInformationPage['key'],
  input: TAdminInformationPageInput,
): Promise<TAdminInformationPage> {
  const response = await apiClient.put<{ data: TAdminInformationPage }>(
    adminUpdateInformationPage.path.replace(':key', key),
    input,
  );
  return response.data.data;
}
