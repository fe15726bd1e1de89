import { z } from 'zod';
import { defineContract } from '../contract';
import { ZSubscriber } from '../common/entities/subscriber';
import { ZData } from '../common/envelope';
import { ZEmailOrEmpty, ZPersonName } from '../common/fields';

/**
 * The `/client/profile/update` form. The token says
 * whose profile; only the fields sent change.
 */
export const ZUpdateSubscriberProfileRequest = z.object({
  name: ZPersonName.optional(),
  /** `''` or null clears it. */
  email: ZEmailOrEmpty.optional(),
});
export type TUpdateSubscriberProfileRequest = z.infer<typeof ZUpdateSubscriberProfileRequest>;

export const ZUpdateSubscriberProfileResponse = ZData(ZSubscriber);
export type TUpdateSubscriberProfileResponse = z.infer<typeof ZUpdateSubscriberProfileResponse>;

export const updateSubscriberProfile = defineContract({
  method: 'POST',
  path: '/api/client/update/subscriber/profile',
  summary: "Updates the signed-in subscriber's profile (name, email)",
  tags: ['subscription'],
  access: 'subscriber',
  body: ZUpdateSubscriberProfileRequest,
  response: ZUpdateSubscriberProfileResponse,
});
