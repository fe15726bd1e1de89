import type { z } from 'zod';
import { defineContract } from '../contract';
import { ZSubscriptionActionResponse } from '../common/entities/subscription';

export const ZCancelProfileSubscriptionResponse = ZSubscriptionActionResponse;
export type TCancelProfileSubscriptionResponse = z.infer<typeof ZCancelProfileSubscriptionResponse>;

/** Cancelling needs only a valid session and takes effect at once; `charge` is null. */
export const cancelProfileSubscription = defineContract({
  method: 'POST',
  path: '/api/client/profile/subscrption/cancel',
  summary: "Cancels the signed-in subscriber's subscription at once",
  tags: ['subscription'],
  access: 'subscriber',
  response: ZCancelProfileSubscriptionResponse,
});
