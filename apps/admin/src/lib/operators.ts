import { useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';

/**
 * The operators this deployment serves (docs/operators.md), for the plan form and the care
 * accounts. They come from the server's configuration and change only with a restart, so one read
 * a visit is enough.
 */
export function useOperators() {
  return useQuery({
    queryKey: ['admin', 'operators'],
    queryFn: async () => (await callApi('adminListOperators')).data,
    staleTime: Infinity,
  });
}
