import { z } from 'zod';
import { defineContract } from '../contract';
import { ZSubscriptionActionResponse } from '../common/entities/subscription';
import { ZOtp, ZUuid } from '../common/fields';

/**
 * The code and the same plan as the request; a code
 * issued for another plan is refused (422 on otp), so consent covers the price the SMS named.
 */
export const ZConfirmChangeSubscriptionRequest = z.object({
  otp: ZOtp,
  uuid: ZUuid,
});
export type TConfirmChangeSubscriptionRequest = z.infer<typeof ZConfirmChangeSubscriptionRequest>;

export const ZConfirmChangeSubscriptionResponse = ZSubscriptionActionResponse;
export type TConfirmChangeSubscriptionResponse = z.infer<typeof ZConfirmChangeSubscriptionResponse>;

export const confirmChangeSubscription = defineContract({
  method: 'POST',
  path: '/api/client/confirm-change-subscription',
  summary: 'Step 2 of changing plan: a right code moves to the new plan and charges it',
  tags: ['subscription'],
  access: 'subscriber',
  body: ZConfirmChangeSubscriptionRequest,
  response: ZConfirmChangeSubscriptionResponse,
});
