import { z } from 'zod';
import { defineContract } from '../contract';
import { ZPlan, ZServiceInfo } from '../common/entities/plan';

/**
 * The plans on sale, and beside them what the legally required disclaimer needs, so
 * the subscription-list screen can show price, period, auto-renewal and how to cancel.
 */
export const ZGetSubscriptionsListResponse = z.object({
  data: z.array(ZPlan),
  service: ZServiceInfo,
});
export type TGetSubscriptionsListResponse = z.infer<typeof ZGetSubscriptionsListResponse>;

export const getSubscriptionsList = defineContract({
  method: 'GET',
  path: '/api/client/subscriptions/list',
  summary: 'The plans on sale, with the service details of the subscribe disclaimer',
  tags: ['subscription'],
  access: 'public',
  response: ZGetSubscriptionsListResponse,
});
