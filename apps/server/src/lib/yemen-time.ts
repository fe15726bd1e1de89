/**
 * Calendar arithmetic in Yemen's time (Asia/Aden). Yemen has kept UTC+3 without daylight saving
 * since 1950, so a fixed offset is exact and needs no time-zone database (PGlite ships none we
 * could rely on, and the server may run in UTC).
 */
const OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant today began in Aden: "since the previous day" compares against rates before it. */
export function startOfDayInYemen(at: Date): Date {
  return new Date(Math.floor((at.getTime() + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS);
}

/** The next midnight in Aden, when every "change since the previous day" moves its reference. */
export function nextMidnightInYemen(at: Date): Date {
  return new Date(startOfDayInYemen(at).getTime() + DAY_MS);
}

/** The calendar day in Aden of an instant, as 'YYYY-MM-DD'. */
export function yemenDateOf(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The hour of the day (0–23) in Aden of an instant. */
export function yemenHourOf(at: Date): number {
  return new Date(at.getTime() + OFFSET_MS).getUTCHours();
}
