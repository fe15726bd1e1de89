import { z } from 'zod';
import { defineContract } from '../contract';
import { ZData, ZMessage } from '../common/envelope';
import { ZOperatorId, ZRecordId } from '../common/fields';

/**
 * Back-office roles: an editor publishes content; an admin also runs billing and users; care, an
 * operator's customer-care staff, reads and helps that one operator's subscribers only.
 */
export const ZAdminRole = z.enum(['admin', 'editor', 'care']);
export type TAdminRole = z.infer<typeof ZAdminRole>;

export const ZAdminUser = z.object({
  id: ZRecordId,
  email: z.string(),
  name: z.string(),
  role: ZAdminRole,
  /** The one operator a care user works for; null for admins and editors. */
  operator_id: ZOperatorId.nullable(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminSignInRequest = z.object({
  email: z.string().trim().min(3).max(254),
  // Bounded so a megabyte "password" cannot make scrypt work for it.
  password: z.string().min(1).max(256),
});
export type TAdminSignInRequest = z.infer<typeof ZAdminSignInRequest>;

/**
 * The signed-in user, and the service's time zone (`TIME_ZONE`): the back office writes every
 * time and date in it, whatever the browser's zone.
 */
export const ZAdminSessionResponse = ZData(ZAdminUser).extend({
  service: z.object({ time_zone: z.string().min(1) }),
});
export type TAdminSessionResponse = z.infer<typeof ZAdminSessionResponse>;

export const adminSignIn = defineContract({
  method: 'POST',
  path: '/api/admin/session',
  summary: 'Signs a back-office user in with email and password; sets the HttpOnly session cookie',
  tags: ['admin'],
  access: 'public',
  body: ZAdminSignInRequest,
  response: ZAdminSessionResponse,
});

export const adminGetSession = defineContract({
  method: 'GET',
  path: '/api/admin/session',
  summary: 'The signed-in back-office user',
  tags: ['admin'],
  access: 'admin',
  care: true,
  response: ZAdminSessionResponse,
});

export const adminSignOut = defineContract({
  method: 'DELETE',
  path: '/api/admin/session',
  summary: 'Signs this back-office session out',
  tags: ['admin'],
  access: 'admin',
  care: true,
  response: ZMessage,
});

export const adminSignOutEverywhere = defineContract({
  method: 'POST',
  path: '/api/admin/session/revoke-all',
  summary: 'Signs every session of the signed-in back-office user out',
  tags: ['admin'],
  access: 'admin',
  care: true,
  response: ZMessage,
});
