import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export function useDashboard() {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: async () => (await callApi('adminGetDashboard')).data,
    // Figures of the day: refreshed every minute while the screen is open.
    refetchInterval: 60_000,
  });
}
