// Numbers as plain text, for what has no Intl at the reader's end: SMS, USSD and chats, where the
// digits are Latin (or made Arabic-Indic afterwards) and a comma groups thousands. The portal's rule
// for rates is shared too, so a rate reads the same on a screen and on a phone. Pure and zod-free,
// so a browser bundle may import it (`@sarraf/contracts/number-text`).

/**
 * How the product shows a rate or a price: two decimals, or four significant digits for a value
 * under one (a riyal in dollars is 0.0019, which two decimals would show as zero).
 */
export function rateFormatOptions(value: number | string): Intl.NumberFormatOptions {
  const magnitude = Math.abs(Number(value));
  return magnitude > 0 && magnitude < 1
    ? { maximumSignificantDigits: 4 }
    : { minimumFractionDigits: 2, maximumFractionDigits: 2 };
}

/**
 * A decimal string without the zeros that end its fraction (the database's scale adds them):
 * `53850.00` → `53850`, `530.500000` → `530.5`, `69790` → `69790`. Never rounded.
 */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/** Commas between the thousands of a plain decimal string: `53850.5` → `53,850.5`, `-1200` → `-1,200`. */
export function groupThousands(value: string): string {
  const [whole = '', fraction] = value.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** An amount in an SMS or USSD screen: `53850.00` → `53,850`, `1234.50` → `1,234.5`. */
export function amountText(value: string): string {
  return groupThousands(trimDecimal(value));
}

const rateFormats = new Map<string, Intl.NumberFormat>();

/**
 * A rate in an SMS or USSD screen, as the portal shows it: `534.9` → `534.90`, `69790` →
 * `69,790.00`, `0.00187` → `0.00187`. The value is formatted from its decimal string, so no digit
 * is lost through a float.
 */
export function rateText(value: string): string {
  const options = rateFormatOptions(value);
  const key = JSON.stringify(options);
  let format = rateFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { ...options, useGrouping: true });
    rateFormats.set(key, format);
  }
  return format.format(value.trim() as Intl.StringNumericLiteral);
}
