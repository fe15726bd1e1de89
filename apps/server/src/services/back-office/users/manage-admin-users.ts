import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { TAdminAccount, TAdminCreateUserRequest, TAdminUpdateUserRequest } from '@sarraf/contracts';
import type { Db, Tx } from '../../../db/client';
import { adminSessions, adminUsers } from '../../../db/schema/index';
import { notFound, unprocessable } from '../../../lib/http-error';
import { hashPassword } from '../../../lib/password';
import type { AuthenticatedAdmin } from '../authenticate-admin-session';
import { recordAdminAudit } from '../../audit';
import { iso } from '../../../lib/query-helpers';

type Actor = { admin: AuthenticatedAdmin; ip: string };
type AdminRow = typeof adminUsers.$inferSelect;

/** An account as the users screen shows it, and as the audit log records it: never the hash. */
export function presentAccount(row: AdminRow): TAdminAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    operator_id: row.operatorId,
    active: row.active,
    locked_until: iso(row.lockedUntil),
    last_login_at: iso(row.lastLoginAt),
    created_at: row.createdAt.toISOString(),
  };
}

export async function listAdminUsers(db: Db): Promise<TAdminAccount[]> {
  const rows = await db.select().from(adminUsers).orderBy(asc(adminUsers.id));
  return rows.map(presentAccount);
}

/** Creates an account with an scrypt hash of its initial password (like `npm run admin:create`). */
export async function createAdminAccount(db: Db, actor: Actor, request: TAdminCreateUserRequest) {
  const email = request.email.trim().toLowerCase();
  const passwordHash = await hashPassword(request.password);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(sql`lower(${adminUsers.email}) = ${email}`);
    if (taken) throw unprocessable({ email: ['ops_user_email_taken'] });
    const [row] = await tx
      .insert(adminUsers)
      .values({
        email,
        name: request.name,
        role: request.role,
        operatorId: request.role === 'care' ? (request.operator_id ?? null) : null,
        passwordHash,
      })
      .onConflictDoNothing()
      .returning();
    // A concurrent create of the same address won the unique index between the check and here.
    if (!row) throw unprocessable({ email: ['ops_user_email_taken'] });
    const account = presentAccount(row);
    await recordAdminAudit(tx, actor, {
      action: 'admin_user.create',
      entity: 'admin_user',
      entityId: row.id,
      after: account,
    });
    return account;
  });
}

async function lockAccount(tx: Tx, id: number): Promise<AdminRow> {
  const [row] = await tx.select().from(adminUsers).where(eq(adminUsers.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

async function otherActiveAdmins(tx: Tx, id: number): Promise<number> {
  // Locks every admin row, so two admins demoting each other at once cannot leave none.
  const rows = await tx
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, 'admin'), eq(adminUsers.active, true), ne(adminUsers.id, id)))
    .for('update');
  return rows.length;
}

const revokeSessions = (tx: Tx, userId: number, now: Date) =>
  tx
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(and(eq(adminSessions.adminUserId, userId), isNull(adminSessions.revokedAt)));

/**
 * Renames, changes the role of, disables or enables an account. An admin can neither
 * disable nor demote themselves, and the last active admin stays one: the back office always keeps
 * someone who can manage users. Disabling, demoting, or moving an account to another role or
 * operator revokes its sessions at once, so a removed right does not outlive a session. A care
 * account always has its operator, and no other account has one.
 */
export async function updateAdminAccount(db: Db, actor: Actor, id: number, request: TAdminUpdateUserRequest) {
  return db.transaction(async (tx) => {
    const row = await lockAccount(tx, id);
    const demotes = request.role !== undefined && request.role !== row.role && row.role === 'admin';
    const disables = request.active === false && row.active;
    const isSelf = id === actor.admin.user.id;
    const role = request.role ?? row.role;
    const operatorId = role === 'care' ? (request.operator_id ?? row.operatorId) : null;
    if ((role === 'care') !== (operatorId !== null) || (role !== 'care' && request.operator_id != null)) {
      throw unprocessable({ operator_id: ['care_operator'] });
    }
    const movesScope = role !== row.role || operatorId !== row.operatorId;
    if (isSelf && (disables || (request.role !== undefined && request.role !== row.role))) {
      throw unprocessable({ [disables ? 'active' : 'role']: ['ops_user_not_self'] });
    }
    if (
      (demotes || disables) &&
      row.role === 'admin' &&
      row.active &&
      (await otherActiveAdmins(tx, id)) === 0
    ) {
      throw unprocessable({ [disables ? 'active' : 'role']: ['ops_user_last_admin'] });
    }
    const now = new Date();
    const [updated] = await tx
      .update(adminUsers)
      .set({
        ...(request.name !== undefined ? { name: request.name } : {}),
        ...(request.role !== undefined ? { role: request.role } : {}),
        operatorId,
        ...(request.active !== undefined ? { active: request.active } : {}),
        updatedAt: now,
      })
      .where(eq(adminUsers.id, id))
      .returning();
    if (disables || demotes || movesScope) await revokeSessions(tx, id, now);
    const action = disables
      ? 'admin_user.disable'
      : request.active === true && !row.active
        ? 'admin_user.enable'
        : request.role !== undefined && request.role !== row.role
          ? 'admin_user.role'
          : 'admin_user.update';
    await recordAdminAudit(tx, actor, {
      action,
      entity: 'admin_user',
      entityId: id,
      before: presentAccount(row),
      after: presentAccount(updated!),
    });
    return presentAccount(updated!);
  });
}

/**
 * Sets a new password (scrypt), clears the lockout and revokes the account's sessions: whoever
 * held the old password is signed out. The audit row says that it changed, never what to.
 */
export async function resetAdminPassword(db: Db, actor: Actor, id: number, password: string) {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const row = await lockAccount(tx, id);
    const now = new Date();
    const [updated] = await tx
      .update(adminUsers)
      .set({ passwordHash, failedAttempts: 0, lockedUntil: null, updatedAt: now })
      .where(eq(adminUsers.id, id))
      .returning();
    await revokeSessions(tx, id, now);
    await recordAdminAudit(tx, actor, {
      action: 'admin_user.password_reset',
      entity: 'admin_user',
      entityId: id,
      before: { locked_until: iso(row.lockedUntil), failed_attempts: row.failedAttempts },
      after: { password: 'changed', sessions: 'revoked' },
    });
    return presentAccount(updated!);
  });
}
