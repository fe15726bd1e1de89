import { useQuery } from '@tanstack/react-query';
import { useAdminUser } from './admin-user';
import { callApi } from './api-client';

/**
 * The operators this deployment serves (docs/operators.md), for the plan form and the care
 * accounts. They come from the server's configuration and change only with a restart, so one read
 * a visit is enough. A care account serves one operator and may not read the list (the server
 * answers 403), so it never asks.
 */
export function useOperators() {
  const user = useAdminUser();
  return useQuery({
    enabled: user.role !== 'care',
    queryKey: ['admin', 'operators'],
    queryFn: async () => (await callApi('adminListOperators')).data,
    staleTime: Infinity,
  });
}
