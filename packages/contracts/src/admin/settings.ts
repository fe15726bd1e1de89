import { z } from 'zod';
import { defineContract } from '../contract';
import { ZData } from '../common/envelope';

/** Operator tunables edited in the back office (stored in the `settings` table). */
export const ZAdminSettings = z.object({
  /** Key `rates.max_move_percent`: a rate further than this from the last one needs confirming. */
  rate_max_move_percent: z.number().gt(0).max(100),
});
export type TAdminSettings = z.infer<typeof ZAdminSettings>;

export const adminGetSettings = defineContract({
  method: 'GET',
  path: '/api/admin/settings',
  summary: 'The back-office settings',
  tags: ['admin'],
  access: 'admin',
  response: ZData(ZAdminSettings),
});

export const adminUpdateSettings = defineContract({
  method: 'PUT',
  path: '/api/admin/settings',
  summary: 'Changes the back-office settings (admins only; audited)',
  tags: ['admin'],
  access: 'admin',
  role: 'admin',
  body: ZAdminSettings,
  response: ZData(ZAdminSettings),
});
