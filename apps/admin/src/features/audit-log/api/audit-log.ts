import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export function useAuditLog(query: Record<string, string>) {
  return useQuery({
    queryKey: ['admin', 'audit', query],
    queryFn: () => callApi('adminListAuditLog', { query }),
  });
}
