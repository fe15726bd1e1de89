// "Today" as the service counts it. Date filters, daily counts and settlement days are days of the
// service's time zone (docs/design.md#one-clock), not of UTC: between 21:00 and midnight UTC it is
// already tomorrow in Aden, so a test that takes the UTC date fails for three hours a day.
import { DEFAULT_TIME_ZONE } from '@sarraf/contracts/time-zone';
import { daysBefore, localDateOf } from '../../src/lib/local-time';

/** The service's calendar day `offset` days from today (`-1` yesterday, `1` tomorrow), `YYYY-MM-DD`. */
export function serviceDay(offset = 0, zone: string = DEFAULT_TIME_ZONE): string {
  const today = localDateOf(new Date(), zone);
  return daysBefore(today, -offset);
}

/** The service's calendar day of an instant, `YYYY-MM-DD`: the day a settlement line is counted on. */
export function serviceDayOf(at: Date | string, zone: string = DEFAULT_TIME_ZONE): string {
  return localDateOf(new Date(at), zone);
}
