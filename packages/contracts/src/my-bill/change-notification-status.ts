import { z } from 'zod';
import { defineContract } from '../contract';
import { ZMessageData } from '../common/envelope';

/** On or off. */
export const ZChangeNotificationStatusRequest = z.object({
  enabled: z.boolean(),
});
export type TChangeNotificationStatusRequest = z.infer<typeof ZChangeNotificationStatusRequest>;

export const ZChangeNotificationStatusResponse = ZMessageData(
  z.object({
    notifications_enabled: z.boolean(),
  }),
);
export type TChangeNotificationStatusResponse = z.infer<typeof ZChangeNotificationStatusResponse>;

/**
 * Off stops every SMS alert, digest and notice that is not required; codes the
 * subscriber asks for and legally required notices are still sent.
 */
export const changeNotificationStatus = defineContract({
  method: 'POST',
  path: '/api/client/my-bill/change/notification/status',
  summary: "Turns the subscriber's SMS notifications on or off",
  tags: ['my-bill'],
  access: 'subscriber',
  billToken: true,
  body: ZChangeNotificationStatusRequest,
  response: ZChangeNotificationStatusResponse,
});
