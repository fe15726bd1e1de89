import { decimalToMinor, minorToDecimal, minorUnitsOf } from '@sarraf/contracts/money';

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
