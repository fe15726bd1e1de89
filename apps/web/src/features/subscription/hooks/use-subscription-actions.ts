import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedQueryKeys } from '../../../lib/query-keys';
import {
  confirmActivation,
  confirmChange,
  confirmReactivation,
  confirmRenewal,
  confirmUnsubscribe,
  requestActivation,
  requestChange,
  requestProfileCode,
  requestUnsubscribe,
} from '../api/subscription-api';

/** Every subscription action of the portal is a code by SMS, then the code confirms it. */
export type CodeAction = 'activate' | 'reactivate' | 'renew' | 'change' | 'unsubscribe';

/** Step 1 of a two-step action: sends the code. */
export function useRequestCode() {
  return useMutation({
    mutationFn: ({ action, uuid }: { action: CodeAction; uuid?: string }) => {
      switch (action) {
        case 'activate':
          return requestActivation();
        case 'change':
          return requestChange(uuid ?? '');
        case 'unsubscribe':
          return requestUnsubscribe();
        case 'renew':
        case 'reactivate':
          return requestProfileCode();
      }
    },
  });
}

/** Step 2: the code confirms the action; everything showing the subscriber is reloaded after it. */
export function useConfirmCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, otp, uuid }: { action: CodeAction; otp: string; uuid?: string }) => {
      switch (action) {
        case 'activate':
          return confirmActivation(otp);
        case 'change':
          return confirmChange(otp, uuid ?? '');
        case 'unsubscribe':
          return confirmUnsubscribe(otp);
        case 'renew':
          return confirmRenewal(otp);
        case 'reactivate':
          return confirmReactivation(otp);
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedQueryKeys.client }),
  });
}
