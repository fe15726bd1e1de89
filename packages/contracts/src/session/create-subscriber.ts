import { z } from 'zod';
import { defineContract } from '../contract';
import { ZAccessToken } from '../common/entities/access-token';
import { ZSubscriber } from '../common/entities/subscriber';
import { ZSubscription } from '../common/entities/subscription';
import { ZTransaction } from '../common/entities/transaction';
import { ZUuid } from '../common/fields';
import { ZMsisdnInput } from '../common/msisdn';

/** The chosen plan's `uuid` and a number verified by `confirmOtp` in the last 15 minutes. */
export const ZCreateSubscriberRequest = z.object({
  uuid: ZUuid,
  msisdn: ZMsisdnInput,
});
export type TCreateSubscriberRequest = z.infer<typeof ZCreateSubscriberRequest>;

/**
 * `{access_token, …}`: the token (the subscriber is signed in), and what was created.
 * `charge` is the first charge's ledger row, null when the plan starts with a free trial; a
 * declined first charge leaves the subscription `pending_payment`.
 */
export const ZCreateSubscriberResponse = ZAccessToken.extend({
  data: z.object({
    subscriber: ZSubscriber,
    subscription: ZSubscription,
    charge: ZTransaction.nullable(),
  }),
});
export type TCreateSubscriberResponse = z.infer<typeof ZCreateSubscriberResponse>;

export const createSubscriber = defineContract({
  method: 'POST',
  path: '/api/client/create/subscriber',
  summary: 'Subscribes a verified new number to a plan, attempts the first charge and signs in',
  tags: ['session'],
  access: 'public',
  body: ZCreateSubscriberRequest,
  response: ZCreateSubscriberResponse,
});
