import { z } from 'zod';
import { defineContract } from '../contract';
import { ZList } from '../common/envelope';
import { ZOperatorId } from '../common/fields';

/**
 * One operator the deployment serves (docs/operators.md), as the back office names it: its id, the
 * one plans and subscribers are filed under, its name and its colour when the operators file gives one.
 */
export const ZAdminOperator = z.object({
  id: ZOperatorId,
  name: z.object({ ar: z.string(), en: z.string() }),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/).optional(),
});
export type TAdminOperator = z.infer<typeof ZAdminOperator>;

export const adminListOperators = defineContract({
  method: 'GET',
  path: '/api/admin/operators',
  summary: 'Back office: the operators this deployment serves, in the operators file’s order',
  tags: ['admin'],
  access: 'admin',
  role: 'editor',
  response: ZList(ZAdminOperator),
});
