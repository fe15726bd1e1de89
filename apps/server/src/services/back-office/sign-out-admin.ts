import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminSessions } from '../../db/schema/index';

/** Ends one session, or with `everywhere` every open session of its user. */
export async function signOutAdmin(
  db: Db,
  session: { sessionId: string; userId: number },
  options: { everywhere?: boolean; now?: Date } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  await db
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(
      and(
        options.everywhere
          ? eq(adminSessions.adminUserId, session.userId)
          : eq(adminSessions.id, session.sessionId),
        isNull(adminSessions.revokedAt),
      ),
    );
}
