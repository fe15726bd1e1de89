import { useQuery } from '@tanstack/react-query';
import { sharedQueryKeys } from '../../../lib/query-keys';
import { useToken } from '../../../lib/session';
import { getClientUser } from '../api/session-api';

/** The signed-in subscriber and the current subscription (`GET /api/client/user`), while a token is held. */
export function useCurrentUser() {
  const token = useToken();
  return useQuery({
    queryKey: [...sharedQueryKeys.currentUser, token],
    queryFn: ({ signal }) => getClientUser(signal).then((response) => response.data),
    enabled: Boolean(token),
    staleTime: 30_000,
  });
}
