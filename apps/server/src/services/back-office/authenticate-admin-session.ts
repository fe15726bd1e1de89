import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminSessions, adminUsers } from '../../db/schema/index';
import { ADMIN_SESSION_IDLE_MS, hashAdminSessionToken } from '../../lib/admin-session-cookie';

import type { AuthenticatedAdmin } from '../audit';

export type { AuthenticatedAdmin };

// Sliding expiry costs a write; one a minute per session is plenty.
const TOUCH_EVERY_MS = 60_000;

/** The session behind a cookie token, or null when unknown, expired, revoked or the user disabled. */
export async function authenticateAdminSession(
  db: Db,
  token: string,
  now = new Date(),
): Promise<AuthenticatedAdmin | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const [row] = await db
    .select({
      sessionId: adminSessions.id,
      lastUsedAt: adminSessions.lastUsedAt,
      id: adminUsers.id,
      email: adminUsers.email,
      name: adminUsers.name,
      role: adminUsers.role,
      operatorId: adminUsers.operatorId,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminUserId))
    .where(
      and(
        eq(adminSessions.tokenHash, hashAdminSessionToken(token)),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, now),
        eq(adminUsers.active, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(adminSessions)
      .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + ADMIN_SESSION_IDLE_MS) })
      .where(eq(adminSessions.id, row.sessionId));
  }
  return {
    sessionId: row.sessionId,
    user: { id: row.id, email: row.email, name: row.name, role: row.role, operator_id: row.operatorId },
  };
}
