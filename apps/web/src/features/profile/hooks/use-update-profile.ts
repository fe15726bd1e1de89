import type { TRequest } from '@sarraf/contracts/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedQueryKeys } from '../../../lib/query-keys';
import { updateSubscriber, updateSubscriberLevel } from '../api/profile-api';

/** With a `level`, the local update (the only call that carries it); without, the plain update. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRequest<'updateSubscriber'> | TRequest<'updateSubscriberLocal'>) =>
      'level' in body ? updateSubscriberLevel(body) : updateSubscriber(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedQueryKeys.client }),
  });
}
