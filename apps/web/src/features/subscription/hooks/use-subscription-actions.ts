import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sharedQueryKeys } from '../../../lib/query-keys';
import {
  confirmActivation,
  confirmChange,
  confirmUnsubscribe,
  requestActivation,
  requestChange,
  requestUnsubscribe,
} from '../api/subscription-api';
import type { ChargeAction } from './charge-quote';

/** Every subscription action of the portal is a code by SMS, then the code confirms it. */
export type CodeAction = ChargeAction | 'unsubscribe';

/** Step 1 of a two-step action: sends the code (activate, renew and reactivate: an `activation` code). */
export function useRequestCode() {
  return useMutation({
    mutationFn: ({ action, uuid }: { action: CodeAction; uuid?: string }) => {
      switch (action) {
        case 'change':
          return requestChange(uuid ?? '');
        case 'unsubscribe':
          return requestUnsubscribe();
        case 'activate':
        case 'renew':
        case 'reactivate':
          return requestActivation();
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
        case 'change':
          return confirmChange(otp, uuid ?? '');
        case 'unsubscribe':
          return confirmUnsubscribe(otp);
        case 'activate':
        case 'renew':
        case 'reactivate':
          return confirmActivation(otp);
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharedQueryKeys.client }),
  });
}
