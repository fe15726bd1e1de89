import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { adminUsers } from './admin-users';
import { updatedAt } from './columns';

/** Operator-tunable settings edited in the back office (rate-movement guard, SMS budget…). */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedBy: integer().references(() => adminUsers.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});
