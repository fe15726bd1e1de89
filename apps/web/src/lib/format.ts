import { minorToDecimal, minorUnitsOf } from '@sarraf/contracts/money';
import { zoneLabel, zoneOffsetMinutes } from '@sarraf/contracts/time-zone';
import { getLanguage, type Language } from '../i18n/language';
import type { DigitStyle } from './digits';
import { getServiceZone } from './service-zone';

/**
 * Numbers, money and times for the portal's readers: Intl with the locale of the language in use
 * (`ar` by default, `en` when English is chosen) and the digit style the subscriber chose. Every
 * formatter takes the language after the digits, the one in use when omitted. Decimal strings
 * (rates, conversions) are formatted as strings, so that no digit is lost through a float on the
 * way. Times and dates are written in the service's zone (lib/service-zone.ts), whatever the
 * device's, and a time names that zone when the device's clock would read otherwise
 * (docs/design.md#one-clock).
 */

/**
 * One Intl formatter per language, digit style and options, kept: building one costs far more
 * than using it, and a rates table formats hundreds of values.
 */
function formatterCache<Options extends object, Format>(
  build: (language: Language, options: Options & { numberingSystem: DigitStyle }) => Format,
) {
  const formats = new Map<string, Format>();
  return (digits: DigitStyle, options: Options, language: Language): Format => {
    const key = `${language}|${digits}|${JSON.stringify(options)}`;
    let format = formats.get(key);
    if (!format) {
      format = build(language, { ...options, numberingSystem: digits });
      formats.set(key, format);
    }
    return format;
  };
}

const numberFormat = formatterCache(
  (language, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(language, options),
);

type NumericInput = number | string;

function toFormattable(value: NumericInput): number | Intl.StringNumericLiteral {
  return typeof value === 'number' ? value : (value.trim() as Intl.StringNumericLiteral);
}

/** A plain count or amount, e.g. 1٬250. */
export function formatNumber(
  value: NumericInput,
  digits: DigitStyle,
  options: Intl.NumberFormatOptions = {},
  language: Language = getLanguage(),
): string {
  return numberFormat(digits, options, language).format(toFormattable(value));
}

/**
 * A rate or price: two decimals, or four significant digits for a value under one (a riyal in
 * dollars is 0.0019, which two decimals would show as zero).
 */
export function formatRate(
  value: NumericInput,
  digits: DigitStyle,
  language: Language = getLanguage(),
): string {
  const magnitude = Math.abs(Number(value));
  const options: Intl.NumberFormatOptions =
    magnitude > 0 && magnitude < 1
      ? { maximumSignificantDigits: 4 }
      : { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  return formatNumber(value, digits, options, language);
}

/** A signed change, e.g. +0٫15 or −1٫20 (always with its sign, for the arrows beside it). */
export function formatChange(
  value: NumericInput,
  digits: DigitStyle,
  language: Language = getLanguage(),
): string {
  return formatNumber(
    value,
    digits,
    { signDisplay: 'exceptZero', minimumFractionDigits: 2, maximumFractionDigits: 2 },
    language,
  );
}

/** Direction of a change, for the arrow and its accessible name. */
export function changeDirection(value: NumericInput | null | undefined): 'up' | 'down' | 'flat' | null {
  if (value === null || value === undefined) return null;
  const number = Number(value);
  if (!Number.isFinite(number)) return null;
  return number > 0 ? 'up' : number < 0 ? 'down' : 'flat';
}

/**
 * Money from minor units with its currency's name in the language, e.g. ١٬٠٠٠ ريال يمني. The minor units are
 * ISO 4217's (@sarraf/contracts/money), or the currency's own `minor_units` when the caller has it.
 */
export function formatMoney(
  amountMinor: number,
  currency: string,
  digits: DigitStyle,
  minorUnits?: number | null,
  language: Language = getLanguage(),
): string {
  return formatNumber(
    minorToDecimal(amountMinor, currency, minorUnits),
    digits,
    {
      style: 'currency',
      currency,
      currencyDisplay: 'name',
      minimumFractionDigits: 0,
      maximumFractionDigits: minorUnitsOf(currency, minorUnits),
    },
    language,
  );
}

const dateFormat = formatterCache(
  (language, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(language, options),
);

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export interface TimeOptions {
  /** The zone to write in: the service's (lib/service-zone.ts) unless given. */
  readonly zone?: string | undefined;
  /**
   * When a time names its zone: `auto` when the device's offset at that instant differs from the
   * zone's (a reader whose own clock agrees needs no label), `always` for what is read elsewhere
   * (the shared rate card).
   */
  readonly naming?: 'auto' | 'always' | undefined;
}

/**
 * The words naming the zone beside a time («بتوقيت اليمن», "Yemen time"), or '' when the device's
 * clock reads the same as the zone's at that instant and `naming` is `auto`.
 */
export function zoneNote(
  value: string | number | Date,
  language: Language = getLanguage(),
  options: TimeOptions = {},
): string {
  const date = toDate(value);
  if (!date) return '';
  const zone = options.zone ?? getServiceZone();
  const deviceOffset = -date.getTimezoneOffset();
  if (options.naming !== 'always' && deviceOffset === zoneOffsetMinutes(date, zone)) return '';
  return zoneLabel(zone, language);
}

/** A time followed by the zone's name when it is called for (`zoneNote`). */
function withZoneNote(text: string, date: Date, language: Language, options: TimeOptions): string {
  const note = zoneNote(date, language, options);
  return note ? `${text} ${note}` : text;
}

/** Date and time in the service's zone, e.g. ٢٢ نوفمبر ٢٠٢٦، ٩:٣٠ ص (بتوقيت اليمن on another clock). */
export function formatDateTime(
  value: string | number | Date,
  digits: DigitStyle,
  language: Language = getLanguage(),
  options: TimeOptions = {},
): string {
  const date = toDate(value);
  if (!date) return '';
  const timeZone = options.zone ?? getServiceZone();
  const text = dateFormat(digits, { dateStyle: 'medium', timeStyle: 'short', timeZone }, language).format(
    date,
  );
  return withZoneNote(text, date, language, options);
}

/**
 * A calendar day, e.g. ٢٢ نوفمبر ٢٠٢٦: an instant's day in the service's zone. A bare `YYYY-MM-DD`
 * is that day wherever the reader is.
 */
export function formatDate(
  value: string | number | Date,
  digits: DigitStyle,
  language: Language = getLanguage(),
  options: TimeOptions = {},
): string {
  const isBareDay = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = toDate(isBareDay ? `${value}T00:00:00Z` : value);
  if (!date) return '';
  const timeZone = isBareDay ? 'UTC' : (options.zone ?? getServiceZone());
  return dateFormat(digits, { dateStyle: 'medium', timeZone }, language).format(date);
}

/** Day and month only in the service's zone, e.g. ٢٢ نوفمبر (chart axes). */
export function formatDayMonth(
  value: string | number | Date,
  digits: DigitStyle,
  language: Language = getLanguage(),
  options: TimeOptions = {},
): string {
  const date = toDate(value);
  const timeZone = options.zone ?? getServiceZone();
  return date ? dateFormat(digits, { day: 'numeric', month: 'short', timeZone }, language).format(date) : '';
}

/** A time of day in the service's zone, e.g. ٩:٣٠ ص (بتوقيت اليمن on another clock). */
export function formatTime(
  value: string | number | Date,
  digits: DigitStyle,
  language: Language = getLanguage(),
  options: TimeOptions = {},
): string {
  const date = toDate(value);
  if (!date) return '';
  const timeZone = options.zone ?? getServiceZone();
  return withZoneNote(
    dateFormat(digits, { timeStyle: 'short', timeZone }, language).format(date),
    date,
    language,
    options,
  );
}

const ARABIC_INDIC = /[\u0660-\u0669]/g;
const EXTENDED_ARABIC_INDIC = /[\u06F0-\u06F9]/g;

/** Typed digits to ASCII: an Arabic keyboard types ٧٧١…, the API reads 771… (codes, amounts). */
export function toLatinDigits(value: string): string {
  return value
    .replace(ARABIC_INDIC, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(EXTENDED_ARABIC_INDIC, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066B/g, '.')
    .replace(/\u066C/g, '');
}

/** Digits of a string shown in the chosen style (phone numbers, codes), nothing else changed. */
export function localizeDigits(value: string, digits: DigitStyle): string {
  if (digits === 'latn') return toLatinDigits(value);
  return toLatinDigits(value).replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
}
