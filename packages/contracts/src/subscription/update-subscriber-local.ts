import { z } from 'zod';
import { defineContract } from '../contract';
import { ZSubscriber } from '../common/entities/subscriber';
import { ZData } from '../common/envelope';
import { ZEmailOrEmpty, ZPersonName } from '../common/fields';
import { ZMsisdnInput } from '../common/msisdn';

/** `{msisdn, name, email, level}`; `level` is sent only here, kept as given. */
export const ZUpdateSubscriberLocalRequest = z.object({
  msisdn: ZMsisdnInput,
  name: ZPersonName,
  email: ZEmailOrEmpty.optional(),
  level: z.string().trim().max(50).nullable().optional(),
});
export type TUpdateSubscriberLocalRequest = z.infer<typeof ZUpdateSubscriberLocalRequest>;

export const ZUpdateSubscriberLocalResponse = ZData(ZSubscriber);
export type TUpdateSubscriberLocalResponse = z.infer<typeof ZUpdateSubscriberLocalResponse>;

export const updateSubscriberLocal = defineContract({
  method: 'POST',
  path: '/api/client/subscriber/local/update',
  summary: "Updates the subscriber's name, email and level in Sarraf's own records",
  tags: ['subscription'],
  access: 'subscriber',
  body: ZUpdateSubscriberLocalRequest,
  response: ZUpdateSubscriberLocalResponse,
});
