import { z } from 'zod';
import { defineContract } from '../contract';
import { ZList } from '../common/envelope';
import { ZEmail, ZOperatorId, ZPersonName, ZRecordId, ZTimestamp } from '../common/fields';
import { ZId } from '../common/query';
import { ZAdminRole } from './session';

/** A back-office account as the users screen lists it (never its hash). */
export const ZAdminAccount = z.object({
  id: ZRecordId,
  email: z.string(),
  name: z.string(),
  role: ZAdminRole,
  /** The operator of a care account; null for admins and editors. */
  operator_id: ZOperatorId.nullable(),
  active: z.boolean(),
  locked_until: ZTimestamp.nullable(),
  last_login_at: ZTimestamp.nullable(),
  created_at: ZTimestamp,
});
export type TAdminAccount = z.infer<typeof ZAdminAccount>;

/** At least 12 characters; bounded so scrypt never hashes a megabyte. */
export const ZAdminPassword = z.string().min(12).max(256);

export const adminListUsers = defineContract({
  method: 'GET',
  path: '/api/admin/users',
  summary: 'Back-office accounts',
  tags: ['admin'],
  access: 'admin',
  role: 'admin',
  response: ZList(ZAdminAccount),
});

/** A care account names its one operator; the others name none. */
const careHasItsOperator = (body: { role?: string | undefined; operator_id?: string | null | undefined }) =>
  body.role === undefined || (body.role === 'care') === (body.operator_id != null);

export const ZAdminCreateUserRequest = z
  .object({
    email: ZEmail,
    name: ZPersonName,
    role: ZAdminRole,
    /** Required with `role: "care"`, and only then: the operator whose subscribers it may see. */
    operator_id: ZOperatorId.nullish(),
    password: ZAdminPassword,
  })
  .refine(careHasItsOperator, { path: ['operator_id'], params: { rule: 'care_operator' } });
export type TAdminCreateUserRequest = z.infer<typeof ZAdminCreateUserRequest>;

const ZAccountAnswer = z.object({ message: z.string(), data: ZAdminAccount });

export const adminCreateUser = defineContract({
  method: 'POST',
  path: '/api/admin/users',
  summary: 'Creates a back-office account (scrypt hash); audited',
  tags: ['admin'],
  access: 'admin',
  role: 'admin',
  body: ZAdminCreateUserRequest,
  response: ZAccountAnswer,
});

export const ZAdminUpdateUserRequest = z
  .object({
    name: ZPersonName.optional(),
    role: ZAdminRole.optional(),
    /** With `role`: the care account's operator (required with care, absent otherwise). */
    operator_id: ZOperatorId.nullish(),
    active: z.boolean().optional(),
  })
  .refine((body) => body.name !== undefined || body.role !== undefined || body.active !== undefined, {
    path: ['role'],
    params: { rule: 'required' },
  })
  .refine(careHasItsOperator, { path: ['operator_id'], params: { rule: 'care_operator' } });
export type TAdminUpdateUserRequest = z.infer<typeof ZAdminUpdateUserRequest>;

export const adminUpdateUser = defineContract({
  method: 'PATCH',
  path: '/api/admin/users/:id',
  summary: 'Renames, changes the role of, disables or enables an account; disabling revokes its sessions',
  tags: ['admin'],
  access: 'admin',
  role: 'admin',
  params: z.object({ id: ZId }),
  body: ZAdminUpdateUserRequest,
  response: ZAccountAnswer,
});

export const ZAdminResetPasswordRequest = z.object({ password: ZAdminPassword });

export const adminResetUserPassword = defineContract({
  method: 'POST',
  path: '/api/admin/users/:id/password',
  summary: 'Sets a new password for an account, unlocks it and revokes its sessions; audited',
  tags: ['admin'],
  access: 'admin',
  role: 'admin',
  params: z.object({ id: ZId }),
  body: ZAdminResetPasswordRequest,
  response: ZAccountAnswer,
});
