/**
 * The days of the back office's views (revenue, channels, USSD): UTC calendar days, the days the
 * revenue summaries and the settlement count under (docs/revenue.md), so one event falls on the
 * same day in every view.
 */
const DAY_MS = 86_400_000;

/** The UTC calendar day of an instant, as `YYYY-MM-DD`. */
export const utcDateOf = (at: Date): string => at.toISOString().slice(0, 10);

/** The `YYYY-MM-DD` day after `day`. */
export const dayAfter = (day: string): string => utcDateOf(new Date(Date.parse(day) + DAY_MS));

export interface UtcDayRange {
  /** First day, `YYYY-MM-DD`. */
  from: string;
  /** Last day, included. */
  to: string;
  /** Midnight UTC starting `from`. */
  start: Date;
  /** Midnight UTC after `to` (excluded). */
  end: Date;
}

/** A view's days: `to` defaults to today, `from` to 29 days before `to` (30 days in all). */
export function utcDayRange(
  query: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
): UtcDayRange {
  const to = query.to ?? utcDateOf(now);
  const from = query.from ?? utcDateOf(new Date(Date.parse(to) - 29 * DAY_MS));
  return { from, to, start: new Date(`${from}T00:00:00Z`), end: new Date(`${dayAfter(to)}T00:00:00Z`) };
}
