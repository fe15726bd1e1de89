import { useQuery } from '@tanstack/react-query';
import { sharedQueryKeys } from '../../../lib/query-keys';
import { getPlans } from '../api/subscription-api';

/** The plans on sale with the disclaimer's service details (public). */
export function usePlans() {
  return useQuery({
    queryKey: sharedQueryKeys.plans,
    queryFn: ({ signal }) => getPlans(signal),
    staleTime: 10 * 60_000,
  });
}
