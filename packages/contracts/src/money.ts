// Money is stored and sent as integer minor units (`*_minor`); this turns them into decimal text,
// without floats, for the portal, the back office and the SMS texts alike. Pure and zod-free, so a
// browser bundle may import it (`@sarraf/contracts/money`).

/**
 * ISO 4217 minor units of every active currency whose minor unit is not 2 (the list's "E" column).
 * Not Intl's fraction digits: CLDR gives YER and IQD 0 (cash practice), while the ledger counts
 * them as ISO 4217 does (YER 50 = 5000).
 */
const ISO_4217_MINOR_UNITS: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4,
};

/**
 * Digits after the decimal point of a currency's minor unit: YER, USD, SAR 2; KWD 3; JPY 0.
 * `known` is the currency's own `minor_units` when the data is at hand (the currencies list sends
 * it): the database then decides, ISO 4217 is the fallback.
 */
export function minorUnitsOf(currency: string, known?: number | null): number {
  if (known !== undefined && known !== null && Number.isInteger(known) && known >= 0 && known <= 4) {
    return known;
  }
  return ISO_4217_MINOR_UNITS[currency.toUpperCase()] ?? 2;
}

/**
 * Minor units as a decimal string with every minor digit, without floats:
 * 100000 YER → "1000.00", 1500 KWD → "1.500", 500 JPY → "500", -5 USD → "-0.05".
 */
export function minorToDecimal(amountMinor: number, currency: string, minorUnits?: number | null): string {
  const exponent = minorUnitsOf(currency, minorUnits);
  const negative = amountMinor < 0;
  const digits = String(Math.abs(Math.trunc(amountMinor))).padStart(exponent + 1, '0');
  const whole = exponent ? digits.slice(0, -exponent) : digits;
  const fraction = exponent ? digits.slice(-exponent) : '';
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * The same, without a fraction of zeros (what an SMS says): 5000 YER → "50", 5050 YER → "50.50",
 * 12345 KWD → "12.345".
 */
export function minorToShortDecimal(
  amountMinor: number,
  currency: string,
  minorUnits?: number | null,
): string {
  return minorToDecimal(amountMinor, currency, minorUnits).replace(/\.0+$/, '');
}

/**
 * What a person typed as an amount ("12.5", "١٢٫٥", "12,5") in minor units; null when it is not a
 * positive amount with at most the currency's minor digits.
 */
export function decimalToMinor(typed: string, currency: string, minorUnits?: number | null): number | null {
  const latin = typed
    .trim()
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u066B,]/g, '.');
  const exponent = minorUnitsOf(currency, minorUnits);
  const pattern = exponent > 0 ? new RegExp(`^\\d{1,12}(\\.\\d{1,${exponent}})?$`) : /^\d{1,12}$/;
  if (!pattern.test(latin)) return null;
  const [whole = '0', fraction = ''] = latin.split('.');
  const minor = Number(whole) * 10 ** exponent + Number(fraction.padEnd(exponent, '0') || '0');
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}

/**
 * An amount a gateway or an operator file sends, in major units as a plain decimal string ("50.00",
 * "50", "1.500"), in minor units of the currency; null when it is not a non-negative amount the
 * currency can hold (a significant digit past its minor units would be a fraction of the smallest
 * coin). Trailing zeros are fine: "50.000" YER is 5000.
 */
export function majorDecimalToMinor(text: string, currency: string): number | null {
  const match = /^(\d{1,15})(?:\.(\d{1,8}))?$/.exec(text);
  if (!match) return null;
  const exponent = minorUnitsOf(currency);
  const fraction = match[2] ?? '';
  if (/[^0]/.test(fraction.slice(exponent))) return null;
  const minor =
    Number(match[1]) * 10 ** exponent + Number(fraction.slice(0, exponent).padEnd(exponent, '0') || 0);
  return Number.isSafeInteger(minor) ? minor : null;
}
