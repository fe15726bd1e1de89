import type { z } from 'zod';
import { defineContract } from '../contract';
import { ZSubscriptionActionResponse } from '../common/entities/subscription';

export const ZReactivateProfileSubscriptionResponse = ZSubscriptionActionResponse;
export type TReactivateProfileSubscriptionResponse = z.infer<typeof ZReactivateProfileSubscriptionResponse>;

/** `cancelled`/`suspended` → `active`; charges, so it needs a fresh consent (docs/design.md#consent). */
export const reactivateProfileSubscription = defineContract({
  method: 'POST',
  path: '/api/client/profile/subscrption/reactive',
  summary: "Reactivates the signed-in subscriber's subscription and charges the plan",
  tags: ['subscription'],
  access: 'subscriber',
  response: ZReactivateProfileSubscriptionResponse,
});
