import { z } from 'zod';
import { defineContract } from '../contract';
import { ZSubscriptionActionResponse } from '../common/entities/subscription';
import { ZMsisdnInput } from '../common/msisdn';

/** msisdn must be the token's own (else 403). */
export const ZReactivateSubscriberSubscriptionRequest = z.object({
  msisdn: ZMsisdnInput,
});
export type TReactivateSubscriberSubscriptionRequest = z.infer<
  typeof ZReactivateSubscriberSubscriptionRequest
>;

export const ZReactivateSubscriberSubscriptionResponse = ZSubscriptionActionResponse;
export type TReactivateSubscriberSubscriptionResponse = z.infer<
  typeof ZReactivateSubscriberSubscriptionResponse
>;

/** `cancelled`/`suspended` → `active`; charges, so it needs a fresh consent (docs/design.md#consent). */
export const reactivateSubscriberSubscription = defineContract({
  method: 'POST',
  path: '/api/client/subscriber/subscrption/reactive',
  summary: 'Reactivates the subscription of the given (own) number and charges the plan',
  tags: ['subscription'],
  access: 'subscriber',
  body: ZReactivateSubscriberSubscriptionRequest,
  response: ZReactivateSubscriberSubscriptionResponse,
});
