import { useQuery } from '@tanstack/react-query';
import { adminListSms, type TAdminSms, type TPageMeta } from '@sarraf/contracts';
import { apiClient } from '../../../lib/api-client';

export function useSmsLog(query: Record<string, string>) {
  return useQuery({
    queryKey: ['admin', 'sms', query],
    queryFn: async () =>
      (await apiClient.get<{ data: TAdminSms[]; meta: TPageMeta }>(adminListSms.path, { params: query }))
        .data,
  });
}
