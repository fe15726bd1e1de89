import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminSessions, adminUsers } from '../../db/schema/index';
import { hashPassword } from '../../lib/password';
import { recordAudit } from '../audit';

export interface CreateAdminUserInput {
  email: string;
  password: string;
  role: 'admin' | 'editor' | 'care';
  /** The one operator of a care account (required with it, refused without it). */
  operatorId?: string | null;
  name?: string;
}

export const MIN_ADMIN_PASSWORD_LENGTH = 12;

/**
 * Creates a back-office account, or resets the password and role of the one with that email
 * (`npm run admin:create` is also how an operator recovers a lost admin password). A reset revokes
 * every session of the account, as a reset in the back office does: whoever held the old password
 * is signed out. Both are audited as the system (`actorLabel`), never with the password.
 */
export async function createAdminUser(
  db: Db,
  input: CreateAdminUserInput,
  options: { actorLabel?: string } = {},
) {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error('The email address is not valid');
  if (input.password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    throw new Error(`The password must have at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`);
  }
  const operatorId = input.operatorId ?? null;
  if ((input.role === 'care') !== (operatorId !== null)) {
    throw new Error('A care account needs its operator (--operator ID), and only a care account has one');
  }
  const passwordHash = await hashPassword(input.password);
  const columns = {
    id: adminUsers.id,
    email: adminUsers.email,
    role: adminUsers.role,
    operatorId: adminUsers.operatorId,
  };
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({
        id: adminUsers.id,
        role: adminUsers.role,
        active: adminUsers.active,
        lockedUntil: adminUsers.lockedUntil,
        failedAttempts: adminUsers.failedAttempts,
      })
      .from(adminUsers)
      .where(sql`lower(${adminUsers.email}) = ${email}`)
      .for('update');
    const now = new Date();
    const [user] = existing
      ? await tx
          .update(adminUsers)
          .set({
            passwordHash,
            role: input.role,
            operatorId,
            failedAttempts: 0,
            lockedUntil: null,
            active: true,
          })
          .where(eq(adminUsers.id, existing.id))
          .returning(columns)
      : await tx
          .insert(adminUsers)
          .values({ email, passwordHash, role: input.role, operatorId, name: input.name ?? '' })
          .returning(columns);
    const revoked = existing
      ? await tx
          .update(adminSessions)
          .set({ revokedAt: now })
          .where(and(eq(adminSessions.adminUserId, existing.id), isNull(adminSessions.revokedAt)))
          .returning({ id: adminSessions.id })
      : [];
    await recordAudit(
      tx,
      { type: 'system', label: options.actorLabel ?? 'admin:create' },
      {
        action: existing ? 'admin_user.password_reset' : 'admin_user.create',
        entity: 'admin_user',
        entityId: String(user!.id),
        before: existing
          ? {
              role: existing.role,
              active: existing.active,
              locked_until: existing.lockedUntil?.toISOString() ?? null,
              failed_attempts: existing.failedAttempts,
            }
          : null,
        after: existing
          ? {
              role: user!.role,
              ...(user!.operatorId ? { operator_id: user!.operatorId } : {}),
              active: true,
              password: 'changed',
              sessions_revoked: revoked.length,
            }
          : {
              email: user!.email,
              role: user!.role,
              ...(user!.operatorId ? { operator_id: user!.operatorId } : {}),
            },
      },
    );
    return user!;
  });
}
