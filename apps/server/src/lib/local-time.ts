import { zoneOffsetMinutes } from '@sarraf/contracts/time-zone';

/**
 * The service's clock (docs/design.md#one-clock): calendar arithmetic in one IANA zone, the
 * configured `TIME_ZONE` (`config.timeZone`, default Asia/Aden) that every caller passes in. Every
 * "per day" (revenue, channels, settlement, today's charges, alert caps, digests, "since the day
 * before"), every date or time written into an SMS or a USSD screen, and quiet hours are read
 * here, never from the server's own zone or from UTC days. Offsets come from the runtime's zone data
 * (Intl), so a zone with daylight saving gets the offset of the instant asked about.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall clock of `zone` at an instant, as numbers. */
function wallClock(at: Date, zone: string) {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(zone).formatToParts(at)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The `YYYY-MM-DD` day after `day` (a calendar day, whatever the zone). */
export const dayAfter = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** The `YYYY-MM-DD` day `days` days before `day`. */
export const daysBefore = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** The calendar day of an instant in `zone`, as `YYYY-MM-DD`. */
export function localDateOf(at: Date, zone: string): string {
  return wallClock(at, zone).date;
}

/** The hour of the day (0–23) of an instant in `zone`. */
export function localHourOf(at: Date, zone: string): number {
  return wallClock(at, zone).hour;
}

/** The instant a calendar day (`YYYY-MM-DD`) of `zone` began. */
export function startOfLocalDate(day: string, zone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`);
  const guess = wall - zoneOffsetMinutes(new Date(wall), zone) * 60_000;
  // The offset at the guess, not at UTC midnight: the clocks may have changed in between.
  return new Date(wall - zoneOffsetMinutes(new Date(guess), zone) * 60_000);
}

/** The instant the day of `at` began in `zone`: "since the previous day" compares against it. */
export function startOfLocalDay(at: Date, zone: string): Date {
  return startOfLocalDate(localDateOf(at, zone), zone);
}

/** The next midnight in `zone`, when every "today" moves on. */
export function nextLocalMidnight(at: Date, zone: string): Date {
  // A day lasts 23 to 25 hours: 26 hours after its start is always inside the next one.
  return startOfLocalDay(new Date(startOfLocalDay(at, zone).getTime() + 26 * HOUR_MS), zone);
}

/**
 * Calendar months added in `zone`, the wall-clock time kept and the day clamped to the end of a
 * shorter month (31 Jan + 1 → 28/29 Feb): a monthly plan bought at 01:00 on the 31st renews at
 * 01:00 on the last day of the next month there, whatever zone the server runs in.
 */
export function addLocalMonths(at: Date, months: number, zone: string): Date {
  const offsetMs = zoneOffsetMinutes(at, zone) * 60_000;
  const local = new Date(at.getTime() + offsetMs);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(local.getUTCDate(), lastDay);
  const wall = Date.UTC(
    year,
    month,
    day,
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    local.getUTCMilliseconds(),
  );
  // The offset on the new day (daylight saving may have begun or ended in between).
  return new Date(wall - zoneOffsetMinutes(new Date(wall - offsetMs), zone) * 60_000);
}

export interface LocalClock {
  /** The local calendar day, 'YYYY-MM-DD'. */
  date: string;
  /** Minutes since local midnight (0–1439). */
  minuteOfDay: number;
  /** The instant the local day began. */
  startOfDay: Date;
}

/** Where an instant falls in a zone's day. */
export function localClock(at: Date, zone: string): LocalClock {
  const wall = wallClock(at, zone);
  return {
    date: wall.date,
    minuteOfDay: wall.hour * 60 + wall.minute,
    startOfDay: startOfLocalDate(wall.date, zone),
  };
}

export interface LocalDayRange {
  /** First day, `YYYY-MM-DD`. */
  from: string;
  /** Last day, included. */
  to: string;
  /** The instant `from` began in the zone. */
  start: Date;
  /** The instant the day after `to` began (excluded). */
  end: Date;
}

/**
 * The days of a back-office view (revenue, channels, USSD, funnel) in `zone`: `to` defaults to
 * today there, `from` to 29 days before `to` (30 days in all). A date filter names days of the
 * service's zone, so a charge at 01:30 in Aden counts on that Aden day in every view.
 */
export function localDayRange(
  query: { from?: string | undefined; to?: string | undefined },
  zone: string,
  now = new Date(),
): LocalDayRange {
  const to = query.to ?? localDateOf(now, zone);
  const from = query.from ?? daysBefore(to, 29);
  return { from, to, start: startOfLocalDate(from, zone), end: startOfLocalDate(dayAfter(to), zone) };
}

export interface QuietHours {
  enabled: boolean;
  /** Minutes since local midnight; start > end spans midnight (22:00 → 07:00). */
  startMinute: number;
  endMinute: number;
}

/**
 * When an SMS due at `clock` may go out under the subscriber's quiet hours: null when it may go
 * now, else the instant the quiet hours end (today's end, or tomorrow's once today's has passed).
 * The start is inside the window and the end outside it; start = end means no quiet hours.
 */
export function quietHoursRelease(clock: LocalClock, quiet: QuietHours): Date | null {
  const { startMinute: start, endMinute: end } = quiet;
  if (!quiet.enabled || start === end) return null;
  const minute = clock.minuteOfDay;
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return null;
  const dayOffset = minute >= end ? DAY_MS : 0;
  return new Date(clock.startOfDay.getTime() + dayOffset + end * 60_000);
}

/**
 * A `from`/`to` filter as an instant: a bare day (`YYYY-MM-DD`) is a day of `zone`, as `from` its
 * first instant and as `to` its last (a day as `to` includes that whole day); a full timestamp is
 * that instant.
 */
export function rangeBound(value: string | undefined, edge: 'from' | 'to', zone: string): Date | undefined {
  if (!value) return undefined;
  if (value.length !== 10) return new Date(value);
  if (edge === 'from') return startOfLocalDate(value, zone);
  return new Date(startOfLocalDate(dayAfter(value), zone).getTime() - 1);
}
