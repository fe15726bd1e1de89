import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * The revenue view of a period. The summaries behind it move every five minutes, so a minute's
 * refresh while the screen is open is plenty; the previous period stays on screen while the next loads.
 */
export function useRevenue(range: { from: string; to: string }) {
  return useQuery({
    queryKey: ['admin', 'revenue', range],
    queryFn: async () => (await callApi('adminGetRevenue', { query: range })).data,
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}
