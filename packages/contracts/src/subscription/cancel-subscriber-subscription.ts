import { z } from 'zod';
import { defineContract } from '../contract';
import { ZSubscriptionActionResponse } from '../common/entities/subscription';
import { ZMsisdnInput } from '../common/msisdn';

/** msisdn must be the token's own (else 403). */
export const ZCancelSubscriberSubscriptionRequest = z.object({
  msisdn: ZMsisdnInput,
});
export type TCancelSubscriberSubscriptionRequest = z.infer<typeof ZCancelSubscriberSubscriptionRequest>;

export const ZCancelSubscriberSubscriptionResponse = ZSubscriptionActionResponse;
export type TCancelSubscriberSubscriptionResponse = z.infer<typeof ZCancelSubscriberSubscriptionResponse>;

/** Cancelling needs only a valid session and takes effect at once; `charge` is null. */
export const cancelSubscriberSubscription = defineContract({
  method: 'POST',
  path: '/api/client/subscriber/subscrption/cancel',
  summary: 'Cancels the subscription of the given (own) number at once',
  tags: ['subscription'],
  access: 'subscriber',
  body: ZCancelSubscriberSubscriptionRequest,
  response: ZCancelSubscriberSubscriptionResponse,
});
