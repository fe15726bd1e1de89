import type { z } from 'zod';
import { defineContract } from '../contract';
import { ZSubscriptionActionResponse } from '../common/entities/subscription';

export const ZRenewSubscriptionResponse = ZSubscriptionActionResponse;
export type TRenewSubscriptionResponse = z.infer<typeof ZRenewSubscriptionResponse>;

/** Charges: needs a fresh consent (a code confirmed in the last few minutes, docs/design.md#consent). */
export const renewSubscription = defineContract({
  method: 'POST',
  path: '/api/client/renew/subscription',
  summary: 'Renews now: charges the current plan and starts a new period',
  tags: ['subscription'],
  access: 'subscriber',
  response: ZRenewSubscriptionResponse,
});
