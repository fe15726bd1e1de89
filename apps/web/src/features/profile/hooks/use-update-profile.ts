import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedQueryKeys } from '../../../lib/query-keys';
import { updateSubscriber, updateSubscriberLevel } from '../api/profile-api';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubscriber,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedQueryKeys.client }),
  });
}

export function useUpdateLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubscriberLevel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedQueryKeys.client }),
  });
}
