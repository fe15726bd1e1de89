// The converter's bounds on an amount, in one place for the server's contract and the portal's own
// check before it calls (docs/product.md#the-converter). Pure and zod-free, so a browser bundle may
// import it (`@sarraf/contracts/amount`).

/** Digits before the decimal point, leading zeros aside: amounts stay below 10^15. */
export const AMOUNT_MAX_INTEGER_DIGITS = 15;

/** Digits after the decimal point, trailing zeros aside. */
export const AMOUNT_MAX_FRACTION_DIGITS = 8;

/** The smallest amount refused as too large (10^15), as a decimal string. */
export const AMOUNT_LIMIT = `1${'0'.repeat(AMOUNT_MAX_INTEGER_DIGITS)}`;

/** Why an amount cannot be converted; each has its own message. */
export type AmountProblem = 'not_a_number' | 'not_positive' | 'too_large' | 'too_many_decimals';

// ASCII digits, an optional minus, and a fraction with digits on both sides of its point: the
// answer echoes the amount as a decimal string of that shape.
const PLAIN_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * What is wrong with an amount written as a plain decimal (`1500`, `25.5`), or null when it
 * converts. The sign and value are read before the size, so `-5` is "not positive" rather than
 * "not a number"; leading and trailing zeros do not count towards the limits.
 */
export function amountProblemOf(decimal: string): AmountProblem | null {
  const match = PLAIN_DECIMAL.exec(decimal);
  if (!match) return 'not_a_number';
  const [, sign = '', whole = '', fraction = ''] = match;
  const integer = whole.replace(/^0+/, '');
  const decimals = fraction.replace(/0+$/, '');
  if (sign === '-' || (integer === '' && decimals === '')) return 'not_positive';
  if (integer.length > AMOUNT_MAX_INTEGER_DIGITS) return 'too_large';
  if (decimals.length > AMOUNT_MAX_FRACTION_DIGITS) return 'too_many_decimals';
  return null;
}
