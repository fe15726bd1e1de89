import { z } from 'zod';
import { defineContract } from '../contract';
import { ZSubscriptionActionResponse } from '../common/entities/subscription';
import { ZOtp } from '../common/fields';

/** The code sent by request-unsubscribe. */
export const ZConfirmUnsubscribeRequest = z.object({
  otp: ZOtp,
});
export type TConfirmUnsubscribeRequest = z.infer<typeof ZConfirmUnsubscribeRequest>;

export const ZConfirmUnsubscribeResponse = ZSubscriptionActionResponse;
export type TConfirmUnsubscribeResponse = z.infer<typeof ZConfirmUnsubscribeResponse>;

export const confirmUnsubscribe = defineContract({
  method: 'POST',
  path: '/api/client/confirm-unsubscribe',
  summary: 'Step 2 of unsubscribing: a right code cancels at once (wrong code: 422 on otp)',
  tags: ['subscription'],
  access: 'subscriber',
  body: ZConfirmUnsubscribeRequest,
  response: ZConfirmUnsubscribeResponse,
});
