import { sql } from 'drizzle-orm';
import type { TUssdSummaryQuery, TUssdSummaryResponse } from '@sarraf/contracts';
import type { Db } from '../../../db/client';
import { ussdSessions } from '../../../db/schema/index';
import { rowsOf } from '../../../lib/sql-rows';
import { localDayOf } from '../../../lib/local-day-sql';
import { dayAfter, localDayRange } from '../../../lib/local-time';

type Summary = TUssdSummaryResponse['data'];

/**
 * USSD sessions per day of `zone` (the service's TIME_ZONE) between `from` and `to` (both
 * included, `YYYY-MM-DD`): how many
 * started, how many we ended with a final screen (`completed`: help, a conversion, a cancel, an
 * offer…) and how many were left to expire, with every day of the range present; and the sessions of
 * the range by the last menu they reached, most first. The back office shows it beside the SMS
 * keyword channel (docs/ussd.md#back-office).
 */
export async function ussdSessionsPerDay(
  db: Db,
  zone: string,
  from: string,
  to: string,
): Promise<Omit<Summary, 'from' | 'to'>> {
  const { start, end } = localDayRange({ from, to }, zone);
  const day = sql`${localDayOf(ussdSessions.startedAt, zone)}::text`;
  const inRange = sql`${ussdSessions.startedAt} >= ${start.toISOString()} and ${ussdSessions.startedAt} < ${end.toISOString()}`;
  const [perDay, perMenu] = await Promise.all([
    db.execute(
      sql`select ${day} as day, count(*)::int as sessions,
            count(*) filter (where ${ussdSessions.endReason} = 'completed')::int as completed,
            count(*) filter (where ${ussdSessions.endReason} = 'expired')::int as expired
          from ${ussdSessions} where ${inRange} group by 1`,
    ),
    db.execute(
      sql`select ${ussdSessions.lastScreen} as menu, count(*)::int as sessions
          from ${ussdSessions} where ${inRange} group by 1 order by 2 desc, 1 asc`,
    ),
  ]);
  const byDay = new Map(
    rowsOf<{ day: string; sessions: number; completed: number; expired: number }>(perDay).map((row) => [
      row.day,
      row,
    ]),
  );
  const days: Summary['days'] = [];
  for (let day = from; day <= to; day = dayAfter(day)) {
    const row = byDay.get(day);
    days.push({
      day,
      sessions: row?.sessions ?? 0,
      completed: row?.completed ?? 0,
      expired: row?.expired ?? 0,
    });
  }
  const totals = days.reduce(
    (sum, day) => ({
      sessions: sum.sessions + day.sessions,
      completed: sum.completed + day.completed,
      expired: sum.expired + day.expired,
    }),
    { sessions: 0, completed: 0, expired: 0 },
  );
  return {
    days,
    by_last_menu: rowsOf<{ menu: string; sessions: number }>(perMenu).map((row) => ({
      menu: row.menu,
      sessions: row.sessions,
    })),
    totals,
  };
}

/** GET /api/admin/ussd/summary: `to` defaults to today in `zone`, `from` to 29 days before it. */
export async function getUssdSummary(
  db: Db,
  zone: string,
  query: TUssdSummaryQuery,
  now = new Date(),
): Promise<Summary> {
  const { from, to } = localDayRange(query, zone, now);
  return { from, to, ...(await ussdSessionsPerDay(db, zone, from, to)) };
}
