import { z } from 'zod';
import { defineContract } from '../contract';
import { ZUuid } from '../common/fields';
import { ZCreateSubscriberResponse } from '../session/create-subscriber';
import { ZHeToken } from './he-token';

/** The explicit consent click of the plan screen: the token from `heIdentify` and the plan chosen. */
export const ZHeSubscribeRequest = z.object({ he_token: ZHeToken, uuid: ZUuid });
export type THeSubscribeRequest = z.infer<typeof ZHeSubscribeRequest>;

export const heSubscribe = defineContract({
  method: 'POST',
  path: '/api/client/he/subscribe',
  summary: 'Subscribes the number of a header-enrichment token to a plan, answering like create/subscriber',
  tags: ['session'],
  access: 'public',
  body: ZHeSubscribeRequest,
  response: ZCreateSubscriberResponse,
});
