import { parseMsisdn, type MsisdnRules } from '../../../lib/msisdn';

export type MsisdnMatch = { kind: 'exact'; msisdn: string } | { kind: 'partial'; digits: string };

const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * How the back office finds a number an operator typed: a whole number in any form the
 * sign-in accepts (77…, 077…, +967…, 00967…, Arabic-Indic digits) is matched exactly in its stored
 * form; anything shorter is a run of digits to find anywhere in the stored number, with a leading
 * international `00`/`+` or trunk `0` dropped (stored numbers carry neither).
 */
export function msisdnMatch(input: string, rules: MsisdnRules): MsisdnMatch | null {
  const parsed = parseMsisdn(input, rules);
  if (parsed.ok) return { kind: 'exact', msisdn: parsed.msisdn };
  const latin = input.replace(EASTERN_DIGITS, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
  let digits = latin.replace(/\D/g, '');
  if (latin.trim().startsWith('+')) digits = digits.replace(/^0+/, '');
  else if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = digits.slice(1);
  return digits ? { kind: 'partial', digits } : null;
}
