import { z } from 'zod';
import { defineContract } from '../contract';
import { ZPaged } from '../common/envelope';
import { ZRecordId, ZTimestamp } from '../common/fields';
import { ZDateRangeQuery, ZId, ZPage, ZPerPage, refineDateRange } from '../common/query';

export const ZAuditEntry = z.object({
  id: ZRecordId,
  actor_type: z.enum(['subscriber', 'system', 'admin', 'operator', 'partner']),
  actor_id: ZRecordId.nullable(),
  actor_label: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  at: ZTimestamp,
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

const ZToken = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_.:@+-]+$/);

export const ZAuditLogQuery = refineDateRange(
  z.object({
    page: ZPage,
    per_page: ZPerPage,
    /** A back-office user's id, or part of the actor's label (an email). */
    actor_id: ZId.optional(),
    actor: ZToken.optional(),
    entity: ZToken.optional(),
    entity_id: ZToken.optional(),
    /** An action (`subscription.cancel`) or its prefix (`subscription`). */
    action: ZToken.optional(),
    ...ZDateRangeQuery.shape,
  }),
);
export type TAuditLogQuery = z.infer<typeof ZAuditLogQuery>;

export const adminListAuditLog = defineContract({
  method: 'GET',
  path: '/api/admin/audit-log',
  summary: 'Every back-office write: who, when, what, before/after; newest first, filtered',
  tags: ['admin'],
  access: 'admin',
  role: 'admin',
  query: ZAuditLogQuery,
  response: ZPaged(ZAuditEntry),
});
