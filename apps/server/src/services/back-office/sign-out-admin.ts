import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminSessions } from '../../db/schema/index';
import type { AuthenticatedAdmin } from './authenticate-admin-session';
import { recordAdminAudit } from '../audit';

/** Ends one session, or with `everywhere` every open session of its user; audited either way. */
export async function signOutAdmin(
  db: Db,
  actor: { admin: AuthenticatedAdmin; ip?: string | null },
  options: { everywhere?: boolean; now?: Date } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  const { admin } = actor;
  await db.transaction(async (tx) => {
    const ended = await tx
      .update(adminSessions)
      .set({ revokedAt: now })
      .where(
        and(
          options.everywhere
            ? eq(adminSessions.adminUserId, admin.user.id)
            : eq(adminSessions.id, admin.sessionId),
          isNull(adminSessions.revokedAt),
        ),
      )
      .returning({ id: adminSessions.id });
    await recordAdminAudit(tx, actor, {
      action: options.everywhere ? 'admin_session.sign_out_everywhere' : 'admin_session.sign_out',
      entity: 'admin_session',
      entityId: admin.sessionId,
      after: { sessions_ended: ended.length },
    });
  });
}
