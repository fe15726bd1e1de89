import { useQuery } from '@tanstack/react-query';
import { sharedQueryKeys } from '../../../lib/query-keys';
import { getSubscription } from '../api/subscription-api';

/** The current subscription (`GET fetch/subscription`), null when there is none. */
export function useSubscription() {
  return useQuery({
    queryKey: sharedQueryKeys.subscription,
    queryFn: ({ signal }) => getSubscription(signal),
  });
}
