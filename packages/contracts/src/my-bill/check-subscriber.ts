import { z } from 'zod';
import { defineContract } from '../contract';
import { ZCodeSentResponse } from '../session/code-sent';
import { ZMsisdnInput } from '../common/msisdn';

export const ZCheckSubscriberQuery = z.object({
  msisdn: ZMsisdnInput,
});
export type TCheckSubscriberQuery = z.infer<typeof ZCheckSubscriberQuery>;

/** The same `{message}` whether or not the number subscribes (it reveals nothing). */
export const ZCheckSubscriberResponse = ZCodeSentResponse;
export type TCheckSubscriberResponse = z.infer<typeof ZCheckSubscriberResponse>;

/**
 * Step 1 of the `/mybill` sign-in: sends a `mybill` code to the number, under the same limits as
 * every code (docs/design.md#one-time-codes). Step 2 is `getGuestSubscriberInfo`.
 */
export const checkSubscriber = defineContract({
  method: 'GET',
  path: '/api/my-bill/check/subscriber',
  summary: 'My bill sign-in, step 1: sends a code to the number',
  tags: ['my-bill'],
  access: 'public',
  query: ZCheckSubscriberQuery,
  response: ZCheckSubscriberResponse,
});
