import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * One USSD session (docs/ussd.md#sessions). The operator's gateway may send the next step of a session
 * to any API process, so the session lives in the shared database, not in a process. `state` only
 * caches the lists a subscriber was shown (markets, currencies, gold items), so a list re-ordered by an
 * editor mid-session cannot change what a number already typed means; the menu position itself is
 * recomputed from the gateway's `text` on every request. The back office counts sessions per day from
 * here.
 */
export const ussdSessions = pgTable(
  'ussd_sessions',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The gateway's id of the session; unique while we keep the row. */
    sessionId: text().notNull().unique('ussd_sessions_session_id_unique'),
    /** Digits with country code, or the number as the gateway sent it when it is not one we serve. */
    msisdn: text().notNull(),
    serviceCode: text().notNull(),
    state: jsonb()
      .notNull()
      .default(sql`'{}'::jsonb`),
    startedAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
    /** Set when we answered `END` (`completed`) or the session was found idle past its lifetime. */
    endedAt: timestamptz(),
    /** `completed` (we ended it) or `expired` (the subscriber walked away). */
    endReason: text(),
    /** The name of the last menu answered (`main`, `rates.market`, `help`…), for the back office. */
    lastScreen: text().notNull().default('main'),
  },
  (t) => [
    index('ussd_sessions_started_at_idx').on(t.startedAt),
    // The idle sweep looks only at open sessions.
    index('ussd_sessions_open_idx')
      .on(t.updatedAt)
      .where(sql`${t.endedAt} is null`),
  ],
);
