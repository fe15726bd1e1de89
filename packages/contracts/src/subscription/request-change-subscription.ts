import { z } from 'zod';
import { defineContract } from '../contract';
import { ZCodeSentResponse } from '../session/code-sent';
import { ZUuid } from '../common/fields';

/** The plan to move to. */
export const ZRequestChangeSubscriptionRequest = z.object({
  uuid: ZUuid,
});
export type TRequestChangeSubscriptionRequest = z.infer<typeof ZRequestChangeSubscriptionRequest>;

export const ZRequestChangeSubscriptionResponse = ZCodeSentResponse;
export type TRequestChangeSubscriptionResponse = z.infer<typeof ZRequestChangeSubscriptionResponse>;

export const requestChangeSubscription = defineContract({
  method: 'POST',
  path: '/api/client/request-change-subscription',
  summary: 'Step 1 of changing plan: sends a `change` code naming the new plan and its price',
  tags: ['subscription'],
  access: 'subscriber',
  body: ZRequestChangeSubscriptionRequest,
  response: ZRequestChangeSubscriptionResponse,
});
