import DecimalJs from 'decimal.js';

/**
 * Decimal arithmetic for rates and conversions (never floats). decimal.js defaults to
 * 20 significant digits, which a 15-digit amount times a 14-digit rate already exceeds; 60 digits
 * keep every product exact and every quotient far beyond any displayed digit.
 */
export const Decimal = DecimalJs.clone({
  precision: 60,
  rounding: DecimalJs.ROUND_HALF_UP,
  toExpNeg: -60,
  toExpPos: 60,
});
export type Decimal = InstanceType<typeof Decimal>;

/** Rates and prices are numeric(20,6): changes are shown with the same six decimals. */
export const RATE_DECIMALS = 6;

/** `b − a` with the rates' six decimals, or null when there is nothing to compare with. */
export function difference(current: string | null, previous: string | null): string | null {
  if (current === null || previous === null) return null;
  return new Decimal(current).minus(previous).toFixed(RATE_DECIMALS);
}
