import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * The operators this deployment serves (docs/operators.md#plans). They come from the server's
 * configuration and change only with a restart, so one read a visit is enough.
 */
export function useOperators() {
  return useQuery({
    queryKey: ['admin', 'operators'],
    queryFn: async () => (await callApi('adminListOperators')).data,
    staleTime: Infinity,
  });
}
