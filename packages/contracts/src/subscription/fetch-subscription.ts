import type { z } from 'zod';
import { defineContract } from '../contract';
import { ZSubscription } from '../common/entities/subscription';
import { ZData } from '../common/envelope';

/** Null when the subscriber has no subscription at all. */
export const ZFetchSubscriptionResponse = ZData(ZSubscription.nullable());
export type TFetchSubscriptionResponse = z.infer<typeof ZFetchSubscriptionResponse>;

export const fetchSubscription = defineContract({
  method: 'GET',
  path: '/api/client/fetch/subscription',
  summary: "The signed-in subscriber's current subscription: plan, state, period, next renewal",
  tags: ['subscription'],
  access: 'subscriber',
  response: ZFetchSubscriptionResponse,
});
