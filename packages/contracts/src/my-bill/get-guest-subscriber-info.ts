import { z } from 'zod';
import { defineContract } from '../contract';
import { ZAccessToken } from '../common/entities/access-token';
import { ZBillInfo } from '../common/entities/bill';
import { ZOtp } from '../common/fields';
import { ZMsisdnInput } from '../common/msisdn';

/** The number and the code `checkSubscriber` sent to it; a wrong code is a 422 on `otp`. */
export const ZGetGuestSubscriberInfoQuery = z.object({
  msisdn: ZMsisdnInput,
  otp: ZOtp,
});
export type TGetGuestSubscriberInfoQuery = z.infer<typeof ZGetGuestSubscriberInfoQuery>;

/** A subscriber's number: the bill, and a token for the bill-authenticated routes. */
export const ZGuestSubscriberSignedIn = ZAccessToken.extend({
  data: ZBillInfo,
});

/** The code was right but the number has no subscriber: nothing to show, no token. */
export const ZGuestNotSubscriber = z.object({
  data: z.null(),
});

/** Narrow on `data === null`. */
export const ZGetGuestSubscriberInfoResponse = z.union([ZGuestSubscriberSignedIn, ZGuestNotSubscriber]);
export type TGetGuestSubscriberInfoResponse = z.infer<typeof ZGetGuestSubscriberInfoResponse>;

/**
 * Step 2 of the `/mybill` sign-in. Only the code proves the number is the caller's, so nothing is
 * shown without it. For a subscriber it answers a bill token in `access_token`: accepted by the
 * my-bill routes only (every other subscriber route answers 401), and never set as the client
 * session's `access_token` cookie (docs/adr/0007-a-bill-token-is-not-a-client-session.md).
 */
export const getGuestSubscriberInfo = defineContract({
  method: 'GET',
  path: '/api/my-bill/guest-subscriber/info',
  summary: 'My bill sign-in, step 2: the bill of the number once its code is confirmed',
  tags: ['my-bill'],
  access: 'public',
  query: ZGetGuestSubscriberInfoQuery,
  response: ZGetGuestSubscriberInfoResponse,
});
