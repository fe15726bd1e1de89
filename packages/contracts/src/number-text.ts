// Numbers as plain text, for what has no Intl at the reader's end: SMS, USSD and chats, where the
// digits are Latin (or made Arabic-Indic afterwards) and a comma groups thousands. Pure and zod-free,
// so a browser bundle may import it (`@sarraf/contracts/number-text`).

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

/**
 * A rate or an amount in an SMS or a USSD screen: `53850.00` → `53,850`, `534.900000` → `534.9`,
 * `1234.50` → `1,234.5`. Exactly the published value (a rate keeps every decimal it has, never
 * rounded), without the zeros that say nothing and cost room in a 70- or 134-character message.
 */
export function numberText(value: string): string {
  return groupThousands(trimDecimal(value));
}
