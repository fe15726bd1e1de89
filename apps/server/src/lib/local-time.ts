/**
 * Subscribers' local time (quiet hours and the digest hour are local). The subscribers
 * are the operator's, all in DEFAULT_COUNTRY, so the zone follows the country (YE → Asia/Aden).
 * Offsets come from the runtime's time-zone data (Intl), so a country with daylight saving gets
 * the offset of the instant asked about.
 */
const ZONE_OF_COUNTRY: Readonly<Record<string, string>> = {
  YE: 'Asia/Aden',
  SA: 'Asia/Riyadh',
  AE: 'Asia/Dubai',
  OM: 'Asia/Muscat',
  KW: 'Asia/Kuwait',
  QA: 'Asia/Qatar',
  BH: 'Asia/Bahrain',
  IQ: 'Asia/Baghdad',
  JO: 'Asia/Amman',
  SY: 'Asia/Damascus',
  LB: 'Asia/Beirut',
  PS: 'Asia/Gaza',
  EG: 'Africa/Cairo',
  SD: 'Africa/Khartoum',
  LY: 'Africa/Tripoli',
  TN: 'Africa/Tunis',
  DZ: 'Africa/Algiers',
  MA: 'Africa/Casablanca',
  SO: 'Africa/Mogadishu',
  DJ: 'Africa/Djibouti',
};

/** The IANA zone of a country; UTC for one the table does not know (stated, never guessed). */
export function zoneOfCountry(country: string): string {
  return ZONE_OF_COUNTRY[country] ?? 'UTC';
}

const DAY_MS = 86_400_000;
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
  const parts = Object.fromEntries(
    formatterFor(zone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const secondOfDay = Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second);
  const localAsUtc = Date.parse(`${date}T00:00:00Z`) + secondOfDay * 1000;
  const offsetMs = localAsUtc - Math.floor(at.getTime() / 1000) * 1000;
  return {
    date,
    minuteOfDay: Math.floor(secondOfDay / 60),
    startOfDay: new Date(Date.parse(`${date}T00:00:00Z`) - offsetMs),
  };
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
