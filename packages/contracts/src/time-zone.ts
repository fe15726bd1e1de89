// The service's clock (docs/design.md#one-clock): every time a person sees is written in the
// service's time zone (`TIME_ZONE` on the server, `service.time_zone` in the portal), whatever the
// device's zone. Pure and zod-free, so a browser bundle may import it
// (`@sarraf/contracts/time-zone`): the server's default and the portal's fallback are this one value.

/** The zone when `TIME_ZONE` is unset, and the portal's until the service has answered. */
export const DEFAULT_TIME_ZONE = 'Asia/Aden';

export type ZoneLanguage = 'ar' | 'en';

/**
 * How a time is labelled in the zones of the region the service is sold in: «بتوقيت اليمن», "Yemen
 * time". A zone missing here is named by its IANA city (`America/New_York` → New York).
 */
const ZONE_LABELS: Readonly<Record<string, Readonly<Record<ZoneLanguage, string>>>> = {
  'Asia/Aden': { ar: 'بتوقيت اليمن', en: 'Yemen time' },
  'Asia/Riyadh': { ar: 'بتوقيت السعودية', en: 'Saudi time' },
  'Asia/Dubai': { ar: 'بتوقيت الإمارات', en: 'UAE time' },
  'Asia/Muscat': { ar: 'بتوقيت عُمان', en: 'Oman time' },
  'Asia/Kuwait': { ar: 'بتوقيت الكويت', en: 'Kuwait time' },
  'Asia/Qatar': { ar: 'بتوقيت قطر', en: 'Qatar time' },
  'Asia/Bahrain': { ar: 'بتوقيت البحرين', en: 'Bahrain time' },
  'Asia/Baghdad': { ar: 'بتوقيت العراق', en: 'Iraq time' },
  'Asia/Amman': { ar: 'بتوقيت الأردن', en: 'Jordan time' },
  'Africa/Cairo': { ar: 'بتوقيت مصر', en: 'Egypt time' },
  'Africa/Khartoum': { ar: 'بتوقيت السودان', en: 'Sudan time' },
  'Africa/Djibouti': { ar: 'بتوقيت جيبوتي', en: 'Djibouti time' },
  'Africa/Mogadishu': { ar: 'بتوقيت الصومال', en: 'Somalia time' },
  UTC: { ar: 'بالتوقيت العالمي', en: 'UTC' },
};

/** The IANA name's last part, readable: `America/New_York` → `New York`. */
function zoneCity(zone: string): string {
  return (zone.split('/').at(-1) ?? zone).replace(/_/g, ' ');
}

/** The words written beside a time of `zone`: «بتوقيت اليمن», "Yemen time", «بتوقيت New York». */
export function zoneLabel(zone: string, language: ZoneLanguage): string {
  const known = ZONE_LABELS[zone];
  if (known) return known[language];
  const city = zoneCity(zone);
  return language === 'ar' ? `بتوقيت ${city}` : `${city} time`;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes `zone` is ahead of UTC at `at` (Asia/Aden: 180), from the runtime's zone data. */
export function zoneOffsetMinutes(at: Date, zone: string): number {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormats.set(zone, format);
  }
  const parts = format.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((found) => found.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** Whether the runtime knows `zone` as an IANA time zone. */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
