import { sql } from 'drizzle-orm';
import { boolean, check, index, inet, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns';
import { adminRole } from './enums';

/**
 * Back-office accounts: editors publish content, admins also run billing and users, care works for
 * one operator's subscribers only (docs/operators.md#the-care-role).
 */
export const adminUsers = pgTable(
  'admin_users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    name: text().notNull().default(''),
    /** scrypt/argon2 encoded hash with its parameters; never the password. */
    passwordHash: text().notNull(),
    role: adminRole().notNull(),
    /** The one operator a care account works for; null for every other role. */
    operatorId: text(),
    /** Disabling keeps the row so audit entries still name who did what. */
    active: boolean().notNull().default(true),
    /** Lockout after repeated failures: reset on a successful sign-in. */
    failedAttempts: integer().notNull().default(0),
    lockedUntil: timestamptz(),
    lastLoginAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Sign-in looks the address up case-insensitively; two accounts differing only in case would
    // let one lock the other out.
    uniqueIndex('admin_users_email_unique').on(sql`lower(${t.email})`),
    check('admin_users_failed_attempts_non_negative', sql`${t.failedAttempts} >= 0`),
    // A care account without its operator would see every operator's subscribers. Compared as text:
    // the migration that adds the role's value runs in the transaction that adds this check.
    check('admin_users_care_operator', sql`(${t.role}::text = 'care') = (${t.operatorId} is not null)`),
  ],
);

/** Server-side back-office sessions: the cookie holds a random token, the row only its hash. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull().unique('admin_sessions_token_hash_unique'),
    adminUserId: integer()
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamptz().notNull().defaultNow(),
    expiresAt: timestamptz().notNull(),
    revokedAt: timestamptz(),
    ip: inet(),
    userAgent: text(),
  },
  // "Sign out everywhere" revokes every session of one user.
  (t) => [index('admin_sessions_admin_user_id_idx').on(t.adminUserId)],
);
