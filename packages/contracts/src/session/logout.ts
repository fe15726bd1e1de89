import type { z } from 'zod';
import { defineContract } from '../contract';
import { ZMessage } from '../common/envelope';

export const ZLogoutResponse = ZMessage;
export type TLogoutResponse = z.infer<typeof ZLogoutResponse>;

/**
 * `optional`: revokes the token when there is one and always clears the cookie, so signing out
 * with an expired token still answers 200 (the portal clears its session either way).
 */
export const logout = defineContract({
  method: 'POST',
  path: '/api/client/logout',
  summary: 'Revokes the access token and clears the access_token cookie',
  tags: ['session'],
  access: 'optional',
  response: ZLogoutResponse,
});
