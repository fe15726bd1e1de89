/**
 * How the back office writes money and time: Latin digits in an Arabic sentence (operators copy
 * numbers into tickets and spreadsheets), instants in Yemen's time zone (the service's market).
 */
const LOCALE = 'ar-u-nu-latn';
const TIME_ZONE = 'Asia/Aden';

const dateTime = new Intl.DateTimeFormat(LOCALE, {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
});

export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dateTime.format(new Date(iso)) : '—';
}

// ISO 4217 minor units that are not 2. Not Intl's digits: CLDR gives YER 0 (cash practice), while the
// ledger counts YER in hundredths like ISO 4217 (YER 50 = 5000).
const MINOR_DIGITS: Record<string, number> = {
  JPY: 0,
  KRW: 0,
  VND: 0,
  CLP: 0,
  ISK: 0,
  UGX: 0,
  XAF: 0,
  XOF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
};

/** Digits after the decimal point of a currency's minor unit (ISO 4217: YER 2, KWD 3, JPY 0). */
export function minorDigits(currency: string): number {
  return MINOR_DIGITS[currency] ?? 2;
}

/** Minor units (integers) shown as money: 5000 YER → "50.00 YER" in Arabic form. */
export function formatMoney(amountMinor: number, currency: string): string {
  const digits = minorDigits(currency);
  const major = amountMinor / 10 ** digits;
  try {
    return new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(major);
  } catch {
    return `${major.toFixed(digits)} ${currency}`;
  }
}

/** What a person typed as money ("12.5", "١٢٫٥") in minor units; null when it is not an amount. */
export function parseMoneyToMinor(typed: string, currency: string): number | null {
  const latin = typed
    .trim()
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u066B,]/g, '.');
  const digits = minorDigits(currency);
  const pattern = digits > 0 ? new RegExp(`^\\d{1,12}(\\.\\d{1,${digits}})?$`) : /^\d{1,12}$/;
  if (!pattern.test(latin)) return null;
  const [whole = '0', fraction = ''] = latin.split('.');
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}

export function formatPercent(rate: number): string {
  return new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}
