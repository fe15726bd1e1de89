import type { z } from 'zod';
import { defineContract } from '../contract';
import { ZSubscriber } from '../common/entities/subscriber';
import { ZData } from '../common/envelope';

export const ZFetchSubscriberDetailsResponse = ZData(ZSubscriber);
export type TFetchSubscriberDetailsResponse = z.infer<typeof ZFetchSubscriberDetailsResponse>;

export const fetchSubscriberDetails = defineContract({
  method: 'GET',
  path: '/api/client/fetch/subscriber/details',
  summary: "The signed-in subscriber's profile",
  tags: ['subscription'],
  access: 'subscriber',
  response: ZFetchSubscriberDetailsResponse,
});
