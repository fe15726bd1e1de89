import type { z } from 'zod';
import { defineContract } from '../contract';
import { ZSubscriberProfile } from '../common/entities/subscriber';
import { ZData } from '../common/envelope';

/** Also the answer of `GET /api/user`. */
export const ZGetClientUserResponse = ZData(ZSubscriberProfile);
export type TGetClientUserResponse = z.infer<typeof ZGetClientUserResponse>;

export const getClientUser = defineContract({
  method: 'GET',
  path: '/api/client/user',
  summary: 'The signed-in subscriber with the current subscription',
  tags: ['session'],
  access: 'subscriber',
  response: ZGetClientUserResponse,
});
