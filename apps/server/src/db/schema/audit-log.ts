import { bigint, index, inet, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin-users';
import { timestamptz } from './columns';
import { actorType } from './enums';

/** Every back-office write and admin action: who, when, what, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorType: actorType().notNull(),
    /** Kept null-able (set null) so deleting a user keeps the trail; `actorLabel` still names them. */
    actorId: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
    /** The actor as shown at the time (an email, "system", an msisdn). */
    actorLabel: text().notNull(),
    /** Dotted verb: rate.publish, news.update, subscription.refund… */
    action: text().notNull(),
    entity: text().notNull(),
    /** Text, because entity ids are integers or uuids depending on the table. */
    entityId: text(),
    before: jsonb(),
    after: jsonb(),
    ip: inet(),
    at: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
  ],
);
