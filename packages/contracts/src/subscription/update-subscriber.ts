import { z } from 'zod';
import { defineContract } from '../contract';
import { ZSubscriber } from '../common/entities/subscriber';
import { ZData } from '../common/envelope';
import { ZEmailOrEmpty, ZPersonName } from '../common/fields';
import { ZMsisdnInput } from '../common/msisdn';

/** `{msisdn, name, email}`; msisdn must be the token's own (else 403). */
export const ZUpdateSubscriberRequest = z.object({
  msisdn: ZMsisdnInput,
  name: ZPersonName,
  /** `''` or null clears it. */
  email: ZEmailOrEmpty.optional(),
});
export type TUpdateSubscriberRequest = z.infer<typeof ZUpdateSubscriberRequest>;

export const ZUpdateSubscriberResponse = ZData(ZSubscriber);
export type TUpdateSubscriberResponse = z.infer<typeof ZUpdateSubscriberResponse>;

export const updateSubscriber = defineContract({
  method: 'POST',
  path: '/api/client/subscriber/update',
  summary: "Updates the subscriber's name and email",
  tags: ['subscription'],
  access: 'subscriber',
  body: ZUpdateSubscriberRequest,
  response: ZUpdateSubscriberResponse,
});
