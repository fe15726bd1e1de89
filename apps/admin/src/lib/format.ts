import { decimalToMinor, minorToDecimal, minorUnitsOf } from '@sarraf/contracts/money';
import { zoneLabel, zoneOffsetMinutes } from '@sarraf/contracts/time-zone';
import { getServiceZone } from './service-zone';

/**
 * How the back office writes money and time: Latin digits in an Arabic sentence (operators copy
 * numbers into tickets and spreadsheets), instants in the service's time zone (TIME_ZONE, from the
 * session: lib/service-zone.ts) whatever the browser's, named beside a time when the browser's
 * clock reads otherwise (docs/design.md#one-clock).
 */
const LOCALE = 'ar-u-nu-latn';

const formats = new Map<string, Intl.DateTimeFormat>();
function zoned(options: Intl.DateTimeFormatOptions, locale = LOCALE): Intl.DateTimeFormat {
  const zone = getServiceZone();
  const key = `${locale}|${zone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    formats.set(key, format);
  }
  return format;
}

/** «بتوقيت اليمن» when the browser's offset at that instant is not the service zone's, else ''. */
export function zoneNote(at: Date): string {
  const zone = getServiceZone();
  return -at.getTimezoneOffset() === zoneOffsetMinutes(at, zone) ? '' : zoneLabel(zone, 'ar');
}

/** The service zone's name, «بتوقيت اليمن»: which days the per-day views count. */
export const serviceZoneLabel = (): string => zoneLabel(getServiceZone(), 'ar');

/** Date and time in the service's zone, with its name when the browser's clock differs. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const at = new Date(iso);
  const text = zoned({ dateStyle: 'medium', timeStyle: 'short' }).format(at);
  const note = zoneNote(at);
  return note ? `${text} ${note}` : text;
}

/** Date and time in the service's zone with Arabic-Indic digits (the content screens' lists). */
export function formatArabicDateTime(iso: string): string {
  const at = new Date(iso);
  const text = zoned({ dateStyle: 'medium', timeStyle: 'short' }, 'ar').format(at);
  const note = zoneNote(at);
  return note ? `${text} ${note}` : text;
}

/** Today in the service's zone, `YYYY-MM-DD`: the day a back-office view or a bulletin defaults to. */
export function serviceToday(now: Date = new Date()): string {
  return zoned({ year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA').format(now);
}

/** An instant as a `datetime-local` value: the wall clock of the service's zone. */
export function toZoneInput(iso: string | null): string {
  if (!iso) return '';
  const parts = zoned(
    {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    },
    'en-CA',
  ).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((found) => found.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** A `datetime-local` value read as the wall clock of the service's zone; null when it is no time. */
export function fromZoneInput(value: string): Date | null {
  const wall = Date.parse(`${value}Z`);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) || Number.isNaN(wall)) return null;
  const zone = getServiceZone();
  const guess = wall - zoneOffsetMinutes(new Date(wall), zone) * 60_000;
  // The offset at the guess, not at the wall time read as UTC: the clocks may change in between.
  return new Date(wall - zoneOffsetMinutes(new Date(guess), zone) * 60_000);
}

/** Digits after the decimal point of a currency's minor unit (ISO 4217: YER 2, KWD 3, JPY 0). */
export function minorDigits(currency: string): number {
  return minorUnitsOf(currency);
}

/** Minor units (integers) shown as money: 5000 YER → "50.00 YER" in Arabic form. */
export function formatMoney(amountMinor: number, currency: string): string {
  const digits = minorUnitsOf(currency);
  const decimal = minorToDecimal(amountMinor, currency);
  try {
    return new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(decimal as Intl.StringNumericLiteral);
  } catch {
    return `${decimal} ${currency}`;
  }
}

/** What a person typed as money ("12.5", "١٢٫٥") in minor units; null when it is not an amount. */
export function parseMoneyToMinor(typed: string, currency: string): number | null {
  return decimalToMinor(typed, currency);
}

export function formatPercent(rate: number): string {
  return new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}
