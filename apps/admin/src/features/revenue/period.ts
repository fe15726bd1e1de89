/**
 * The dashboard's period: the last N days (today included) or the API's own from/to. Days are the
 * service zone's (TIME_ZONE), as the summary tables count them (docs/revenue.md#the-dashboard).
 */
export const PERIOD_DAYS = [7, 30, 90, 365] as const;
export type PeriodDays = (typeof PERIOD_DAYS)[number];
export const DEFAULT_DAYS: PeriodDays = 30;

const DAY_MS = 86_400_000;
// The API refuses a view longer than this (366 days from `from` to `to`).
const MAX_SPAN_DAYS = 366;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export type Period = { kind: 'last'; days: PeriodDays } | { kind: 'range'; from: string; to: string };

function addDays(day: string, days: number): string {
  return new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);
}

function isDay(value: string | null): value is string {
  return (
    value !== null && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)) && addDays(value, 0) === value
  );
}

/** A from/to the API accepts: real days, in order, at most a year apart. */
export function isValidRange(from: string, to: string): boolean {
  return (
    isDay(from) && isDay(to) && from <= to && (Date.parse(to) - Date.parse(from)) / DAY_MS <= MAX_SPAN_DAYS
  );
}

/** The period a URL asks for (`?days=7`, `?from=&to=`); anything else is the default 30 days. */
export function periodFromSearch(search: URLSearchParams): Period {
  const from = search.get('from');
  const to = search.get('to');
  if (from !== null && to !== null && isValidRange(from, to)) return { kind: 'range', from, to };
  const days = Number(search.get('days'));
  const preset = PERIOD_DAYS.find((candidate) => candidate === days);
  return { kind: 'last', days: preset ?? DEFAULT_DAYS };
}

/** The URL's query for a period (the default period is the bare address). */
export function searchOfPeriod(period: Period): Record<string, string> {
  if (period.kind === 'range') return { from: period.from, to: period.to };
  return period.days === DEFAULT_DAYS ? {} : { days: String(period.days) };
}

/** The days to ask the API for: the last N days end today, so "last 7 days" is today and the 6 before. */
export function rangeOfPeriod(period: Period, today: string): { from: string; to: string } {
  if (period.kind === 'range') return { from: period.from, to: period.to };
  return { from: addDays(today, 1 - period.days), to: today };
}
