import { useQuery } from '@tanstack/react-query';
import { adminGetDashboard, type TAdminDashboardResponse } from '@sarraf/contracts';
import { apiClient } from '../../../lib/api-client';

export function useDashboard() {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: async () => (await apiClient.get<TAdminDashboardResponse>(adminGetDashboard.path)).data.data,
    // Figures of the day: refreshed every minute while the screen is open.
    refetchInterval: 60_000,
  });
}
