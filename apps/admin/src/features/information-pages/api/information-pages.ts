import type { TAdminInformationPage, TAdminInformationPageInput } from '@sarraf/contracts';
import { callApi } from '../../../lib/api-client';

export async function fetchInformationPages(): Promise<TAdminInformationPage[]> {
  return (await callApi('adminListInformationPages')).data;
}

export async function saveInformationPage(
  key: TAdminInformationPage['key'],
  input: TAdminInformationPageInput,
): Promise<TAdminInformationPage> {
  return (await callApi('adminUpdateInformationPage', { params: { key }, body: input })).data;
}
