import { amountProblemOf, type AmountProblem } from '@sarraf/contracts/amount';
import { toLatinDigits } from './format';

/** An amount as a person typed it, read: the plain decimal to send, or what is wrong with it. */
export type TypedAmount =
  | { readonly ok: true; readonly value: string }
  | { readonly ok: false; readonly problem: AmountProblem | 'empty' };

// Marks that copying a formatted number carries along and nobody sees: LRM, RLM, ALM, the bidi
// embeddings and isolates, and the BOM.
const INVISIBLE_MARKS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;
// Spaces that separate thousands: the plain one, and the no-break, thin and figure spaces that
// Intl and word processors write.
const SPACES = /[\s\u00A0\u2007\u2009\u202F]+/g;
// Thousands separators once spaces are one: the comma, the Arabic comma (an Arabic keyboard's
// comma key) and the space; the Arabic thousands sign ٬ is a comma by then.
const GROUPED = /^(\d{1,3}(?:[,\u060C ]\d{3})+|\d*)(?:\.(\d*))?$/;

/**
 * The amount typed in the converter as the plain decimal the API reads («١٬٠٠٠٬٠٠٠»,
 * «1,000,000» and «1 000 000» are `1000000`; «٢٥٫٥» and «.5» are `25.5` and `0.5`), or its
 * problem, with the contract's bounds (`@sarraf/contracts/amount`). Thousands separators must
 * group by three, so «25,5» (a decimal comma) is not read as 255: the reader is asked to write it
 * again rather than shown a result a hundred times off. Arabic-Indic and Persian digits and the
 * Arabic decimal sign ٫ are written out as the API reads them (`toLatinDigits`).
 */
export function parseTypedAmount(typed: string): TypedAmount {
  const cleaned = typed.replace(INVISIBLE_MARKS, '').replace(SPACES, ' ').trim();
  if (cleaned === '') return { ok: false, problem: 'empty' };
  // The Arabic thousands sign becomes a comma first, so that its groups are checked like a comma's.
  let text = toLatinDigits(cleaned.replace(/\u066C/g, ','));
  let negative = false;
  const sign = /^([-+\u2212])\s?/.exec(text);
  if (sign) {
    negative = sign[1] !== '+';
    text = text.slice(sign[0].length);
  }
  const match = GROUPED.exec(text);
  const whole = match?.[1]?.replace(/[,\u060C ]/g, '') ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) return { ok: false, problem: 'not_a_number' };
  const integer = whole.replace(/^0+(?=\d)/, '') || '0';
  const decimals = fraction.replace(/0+$/, '');
  const value = `${negative ? '-' : ''}${integer}${decimals ? `.${decimals}` : ''}`;
  const problem = amountProblemOf(value);
  return problem ? { ok: false, problem } : { ok: true, value };
}
