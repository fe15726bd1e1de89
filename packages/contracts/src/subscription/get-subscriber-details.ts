import { z } from 'zod';
import { defineContract } from '../contract';
import { ZSubscriberProfile } from '../common/entities/subscriber';
import { ZData } from '../common/envelope';
import { ZMsisdnInput } from '../common/msisdn';

/** msisdn must be the token's own (else 403): nobody reads another number's details. */
export const ZGetSubscriberDetailsRequest = z.object({
  msisdn: ZMsisdnInput,
});
export type TGetSubscriberDetailsRequest = z.infer<typeof ZGetSubscriberDetailsRequest>;

export const ZGetSubscriberDetailsResponse = ZData(ZSubscriberProfile);
export type TGetSubscriberDetailsResponse = z.infer<typeof ZGetSubscriberDetailsResponse>;

export const getSubscriberDetails = defineContract({
  method: 'POST',
  path: '/api/client/subscriber/details',
  summary: 'The subscriber of the given (own) number with the current subscription',
  tags: ['subscription'],
  access: 'subscriber',
  body: ZGetSubscriberDetailsRequest,
  response: ZGetSubscriberDetailsResponse,
});
