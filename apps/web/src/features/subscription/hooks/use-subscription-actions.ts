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

/**
 * The code purpose each action's step is kept under (docs/product.md#code-steps), and what else it
 * needs to come back after a reload: the plan of a change, the action a profile code confirms.
 */
export function codeStepOf(action: CodeAction, uuid?: string): { purpose: string; subject?: string } {
  switch (action) {
    case 'activate':
      return { purpose: 'activation' };
    case 'change':
      return { purpose: 'change', ...(uuid ? { subject: uuid } : {}) };
    case 'unsubscribe':
      return { purpose: 'unsubscribe' };
    case 'renew':
    case 'reactivate':
      return { purpose: 'profile', subject: action };
  }
}

/** Every purpose a subscription step may be kept under, in the order a reload looks for them. */
export const SUBSCRIPTION_CODE_PURPOSES = ['unsubscribe', 'activation', 'change', 'profile'] as const;

/** The action a restored step confirms, or null for a step this panel does not know. */
export function actionOfStep(step: { purpose: string; subject?: string }): CodeAction | null {
  switch (step.purpose) {
    case 'unsubscribe':
      return 'unsubscribe';
    case 'activation':
      return 'activate';
    case 'change':
      return step.subject ? 'change' : null;
    case 'profile':
      return step.subject === 'renew' || step.subject === 'reactivate' ? step.subject : null;
    default:
      return null;
  }
}
