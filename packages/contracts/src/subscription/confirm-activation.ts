import { z } from 'zod';
import { defineContract } from '../contract';
import { ZSubscriptionActionResponse } from '../common/entities/subscription';
import { ZOtp } from '../common/fields';

/** The code sent by request-activation. */
export const ZConfirmActivationRequest = z.object({
  otp: ZOtp,
});
export type TConfirmActivationRequest = z.infer<typeof ZConfirmActivationRequest>;

export const ZConfirmActivationResponse = ZSubscriptionActionResponse;
export type TConfirmActivationResponse = z.infer<typeof ZConfirmActivationResponse>;

/** The confirmed code is the consent to charge (docs/design.md#consent). */
export const confirmActivation = defineContract({
  method: 'POST',
  path: '/api/client/confirm-activation',
  summary: 'Step 2 of activation: a right code charges the plan and activates',
  tags: ['subscription'],
  access: 'subscriber',
  body: ZConfirmActivationRequest,
  response: ZConfirmActivationResponse,
});
