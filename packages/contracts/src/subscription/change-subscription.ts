import { z } from 'zod';
import { defineContract } from '../contract';
import { ZSubscriptionActionResponse } from '../common/entities/subscription';
import { ZUuid } from '../common/fields';

/** The new plan's uuid. */
export const ZChangeSubscriptionRequest = z.object({
  uuid: ZUuid,
});
export type TChangeSubscriptionRequest = z.infer<typeof ZChangeSubscriptionRequest>;

export const ZChangeSubscriptionResponse = ZSubscriptionActionResponse;
export type TChangeSubscriptionResponse = z.infer<typeof ZChangeSubscriptionResponse>;

/** Charges the new plan, so it needs a fresh consent (docs/design.md#consent). */
export const changeSubscription = defineContract({
  method: 'POST',
  path: '/api/change/subscription',
  summary: 'Moves the signed-in subscriber to another plan',
  tags: ['subscription'],
  access: 'subscriber',
  body: ZChangeSubscriptionRequest,
  response: ZChangeSubscriptionResponse,
});
