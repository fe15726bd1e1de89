import type { z } from 'zod';
import { defineContract } from '../contract';
import { ZGetClientUserResponse } from './get-client-user';

export const ZGetUserResponse = ZGetClientUserResponse;
export type TGetUserResponse = z.infer<typeof ZGetUserResponse>;

/** Both `/api/client/user` and `/api/user` exist; they answer the same. */
export const getUser = defineContract({
  method: 'GET',
  path: '/api/user',
  summary: 'The signed-in subscriber (same answer as /api/client/user)',
  tags: ['session'],
  access: 'subscriber',
  response: ZGetUserResponse,
});
