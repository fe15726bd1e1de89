import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ussdSessions } from '../../../db/schema/index';

/**
 * How long a session may sit idle. Gateways drop a USSD dialogue after two or three minutes without
 * an answer from the phone; past this any later step of the same id is a stale replay.
 */
export const USSD_SESSION_IDLE_MS = 5 * 60 * 1000;

/** Sessions are counted for the back office for this long, then deleted. */
export const USSD_SESSION_KEEP_DAYS = 400;

/** The lists the subscriber was shown, by position, so a typed number keeps its meaning. */
export interface UssdSessionCache {
  markets: Array<{ key: number; name: string }>;
  currencies: Array<{ key: string; name: string }>;
  goldItems: Array<{ key: number; name: string }>;
}

export type UssdSessionRow = typeof ussdSessions.$inferSelect;

/**
 * The session row of a gateway's id, created on its first request with the lists of that moment.
 * Two processes may receive two steps of one session; the unique session id makes the first insert
 * win and the other read it.
 */
export async function openUssdSession(
  db: Db,
  session: { sessionId: string; msisdn: string; serviceCode: string },
  freshCache: () => UssdSessionCache,
): Promise<UssdSessionRow> {
  const [inserted] = await db
    .insert(ussdSessions)
    .values({ ...session, state: freshCache() })
    .onConflictDoNothing()
    .returning();
  if (inserted) return inserted;
  const [known] = await db.select().from(ussdSessions).where(eq(ussdSessions.sessionId, session.sessionId));
  return known!;
}

/** Is the row past its idle lifetime, or already ended? */
export function isOver(row: UssdSessionRow, now: Date): boolean {
  return row.endedAt !== null || now.getTime() - row.updatedAt.getTime() > USSD_SESSION_IDLE_MS;
}

/** Records the menu answered; `completed` when we answered `END`. */
export async function recordUssdStep(
  db: Db,
  id: number,
  step: { menu: string; ended: boolean; now: Date },
): Promise<void> {
  await db
    .update(ussdSessions)
    .set({
      lastScreen: step.menu,
      updatedAt: step.now,
      // An ended session needs its cached lists no more.
      ...(step.ended ? { endedAt: step.now, endReason: 'completed', state: {} } : {}),
    })
    .where(eq(ussdSessions.id, id));
}

/**
 * Ends the sessions left idle (the subscriber hung up or the gateway timed out) and deletes those
 * older than the back office's horizon. Run on a session's first request: one indexed statement
 * each, so the table never needs a job of its own.
 */
export async function sweepUssdSessions(db: Db, now: Date): Promise<void> {
  const idleSince = new Date(now.getTime() - USSD_SESSION_IDLE_MS);
  await db
    .update(ussdSessions)
    .set({
      endedAt: sql`${ussdSessions.updatedAt}`,
      endReason: 'expired',
      state: sql`'{}'::jsonb`,
    })
    .where(and(isNull(ussdSessions.endedAt), lt(ussdSessions.updatedAt, idleSince)));
  await db
    .delete(ussdSessions)
    .where(lt(ussdSessions.startedAt, new Date(now.getTime() - USSD_SESSION_KEEP_DAYS * 86_400_000)));
}
