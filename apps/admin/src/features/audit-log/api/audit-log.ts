import { useQuery } from '@tanstack/react-query';
import { adminListAuditLog, type TAuditEntry, type TPageMeta } from '@sarraf/contracts';
import { apiClient } from '../../../lib/api-client';

export function useAuditLog(query: Record<string, string>) {
  return useQuery({
    queryKey: ['admin', 'audit', query],
    queryFn: async () =>
      (
        await apiClient.get<{ data: TAuditEntry[]; meta: TPageMeta }>(adminListAuditLog.path, {
          params: query,
        })
      ).data,
  });
}
