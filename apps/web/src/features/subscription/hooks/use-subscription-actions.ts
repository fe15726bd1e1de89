import type { TSubscriptionActionResponse } from '@sarraf/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedQueryKeys } from '../../../lib/query-keys';
import {
  cancelSubscription,
  confirmActivation,
  confirmChange,
  confirmRenewal,
  requestActivation,
  requestChange,
  requestRenewalCode,
} from '../api/subscription-api';

export type CodeAction = 'activate' | 'renew' | 'change';

/** Step 1 of a two-step action: sends the code. */
export function useRequestCode() {
  return useMutation({
    mutationFn: ({ action, uuid }: { action: CodeAction; uuid?: string }) => {
      if (action === 'activate') return requestActivation();
      if (action === 'change') return requestChange(uuid ?? '');
      return requestRenewalCode();
    },
  });
}

/** Step 2: the code confirms the action; the subscriber's details are reloaded after it. */
export function useConfirmCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, otp, uuid }: { action: CodeAction; otp: string; uuid?: string }) => {
      if (action === 'activate') return confirmActivation(otp);
      if (action === 'change') return confirmChange(otp, uuid ?? '');
      return confirmRenewal(otp);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedQueryKeys.currentUser }),
  });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation<TSubscriptionActionResponse>({
    mutationFn: cancelSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedQueryKeys.currentUser }),
  });
}
