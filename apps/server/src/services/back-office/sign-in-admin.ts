import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminSessions, adminUsers } from '../../db/schema/index';
import { HttpError, tooManyRequests } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { ADMIN_SESSION_IDLE_MS, newAdminSessionToken } from '../../lib/admin-session-cookie';

/** Lockout after repeated failures. */
export const ADMIN_MAX_FAILED_ATTEMPTS = 5;
export const ADMIN_LOCKOUT_MS = 15 * 60 * 1000;

// Verified against when the email is unknown, so both answers cost one scrypt and look alike.
const dummyHash = hashPassword('sarraf-dummy-password-never-used');

export interface SignInAdminInput {
  email: string;
  password: string;
  ip?: string;
  userAgent?: string;
  now?: Date;
}

const badCredentials = () =>
  new HttpError(422, 'admin_bad_credentials', { email: ['admin_bad_credentials'] });

/**
 * Checks email and password and opens a session. The same 422 answers an unknown email and a wrong
 * password (no account enumeration); the fifth failure in a row locks the account for 15 minutes.
 */
export async function signInAdmin(db: Db, input: SignInAdminInput) {
  const now = input.now ?? new Date();
  const email = input.email.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(adminUsers)
    .where(sql`lower(${adminUsers.email}) = ${email}`)
    .limit(1);

  if (!user || !user.active) {
    await verifyPassword(input.password, await dummyHash);
    throw badCredentials();
  }
  if (user.lockedUntil && user.lockedUntil > now) {
    throw tooManyRequests((user.lockedUntil.getTime() - now.getTime()) / 1000, 'admin_locked');
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    const failed = user.failedAttempts + 1;
    const locks = failed >= ADMIN_MAX_FAILED_ATTEMPTS;
    await db
      .update(adminUsers)
      .set({
        failedAttempts: locks ? 0 : failed,
        lockedUntil: locks ? new Date(now.getTime() + ADMIN_LOCKOUT_MS) : user.lockedUntil,
      })
      .where(eq(adminUsers.id, user.id));
    if (locks) throw tooManyRequests(ADMIN_LOCKOUT_MS / 1000, 'admin_locked');
    throw badCredentials();
  }

  const { token, tokenHash } = newAdminSessionToken();
  await db.transaction(async (tx) => {
    await tx
      .update(adminUsers)
      .set({ failedAttempts: 0, lockedUntil: null, lastLoginAt: now })
      .where(and(eq(adminUsers.id, user.id)));
    await tx.insert(adminSessions).values({
      tokenHash,
      adminUserId: user.id,
      expiresAt: new Date(now.getTime() + ADMIN_SESSION_IDLE_MS),
      lastUsedAt: now,
      ip: input.ip ?? null,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
    });
  });
  return { token, user: { id: user.id, email: user.email, name: user.name, role: user.role } };
}
