import type { CountryCode } from 'libphonenumber-js';
// The `max` metadata knows number types: the default (`min`) one cannot tell a mobile number from a
// landline, and only mobile numbers can receive the code and be billed by the operator.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { unprocessable } from './http-error';
import type { MessageKey } from './messages';

export type MsisdnProblem = 'invalid' | 'not_mobile' | 'foreign' | 'not_served';

export type MsisdnParse = { ok: true; msisdn: string } | { ok: false; problem: MsisdnProblem };

export interface MsisdnRules {
  /** DEFAULT_COUNTRY: the country whose mobile numbers the operator serves. */
  defaultCountry: string;
  /** National prefixes served (MSISDN_PREFIXES); empty accepts every mobile number of the country. */
  prefixes?: readonly string[];
}

// Arabic-Indic (٠-٩) and Extended Arabic-Indic (۰-۹) digits, as Arabic and Persian keyboards type them.
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

function toLatinDigits(value: string): string {
  return value.replace(EASTERN_DIGITS, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/**
 * Reads an msisdn as a person types it (77xxxxxxx, 077…, +967…, 00967…, 967…, spaces, dashes,
 * Arabic-Indic digits) and returns the one stored form: digits with country code, no `+`
 * (docs/design.md#one-time-codes). Only mobile numbers of DEFAULT_COUNTRY are accepted: a landline cannot
 * receive the code, and a foreign number cannot be billed by the operator.
 */
export function parseMsisdn(input: string, rules: MsisdnRules): MsisdnParse {
  const typed = toLatinDigits(input).trim();
  if (!/^\+?[0-9][0-9 ()-]*$/.test(typed)) return { ok: false, problem: 'invalid' };
  const country = rules.defaultCountry as CountryCode;
  const number = parsePhoneNumberFromString(typed, country);
  if (!number?.isValid()) return { ok: false, problem: 'invalid' };
  if (number.country !== country) return { ok: false, problem: 'foreign' };
  const type = number.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return { ok: false, problem: 'not_mobile' };
  const national = String(number.nationalNumber);
  if (rules.prefixes?.length && !rules.prefixes.some((prefix) => national.startsWith(prefix))) {
    return { ok: false, problem: 'not_served' };
  }
  return { ok: true, msisdn: `${number.countryCallingCode}${national}` };
}

const problemMessages: Record<MsisdnProblem, MessageKey> = {
  invalid: 'msisdn_invalid',
  not_mobile: 'msisdn_not_mobile',
  foreign: 'msisdn_foreign',
  not_served: 'msisdn_not_served',
};

/** `parseMsisdn` for a request field: the normalised msisdn, or a 422 on `field` in Arabic. */
export function requireMsisdn(input: string, rules: MsisdnRules, field = 'msisdn'): string {
  const parsed = parseMsisdn(input, rules);
  if (!parsed.ok) throw unprocessable({ [field]: [problemMessages[parsed.problem]] });
  return parsed.msisdn;
}

/** For logs: enough to correlate, not a full phone number (personal data). */
export function maskMsisdn(msisdn: string): string {
  return msisdn.length > 4 ? `${msisdn.slice(0, -4)}****` : '****';
}

/**
 * What a person is shown of a number the operator's gateway told us (header enrichment's
 * `msisdn_masked`): the first 5 digits (country code and network prefix) and the last 3, the rest
 * `*`, so the owner recognises it and a shoulder-surfer or a shared screenshot does not get it.
 */
export function maskMsisdnForDisplay(msisdn: string): string {
  if (msisdn.length <= 8) return '*'.repeat(msisdn.length);
  return `${msisdn.slice(0, 5)}${'*'.repeat(msisdn.length - 8)}${msisdn.slice(-3)}`;
}

/**
 * The parsing rules the configuration sets: DEFAULT_COUNTRY, and the prefixes of every operator
 * served (docs/operators.md), so a number no operator serves is refused before anything is sent.
 * An operator without prefixes (the one `default` of a deployment without MSISDN_PREFIXES) serves
 * every mobile number of the country.
 */
export function msisdnRules(config: {
  defaultCountry: string;
  msisdnPrefixes: readonly string[];
  operators?: readonly { msisdnPrefixes: readonly string[] }[];
}): MsisdnRules {
  const operators = config.operators ?? [{ msisdnPrefixes: config.msisdnPrefixes }];
  const prefixes = operators.some((operator) => operator.msisdnPrefixes.length === 0)
    ? []
    : operators.flatMap((operator) => operator.msisdnPrefixes);
  return { defaultCountry: config.defaultCountry, prefixes };
}

/** The national number of a stored msisdn (country code and digits): `967771234567` → `771234567`. */
export function nationalNumberOf(msisdn: string): string {
  const number = parsePhoneNumberFromString(`+${msisdn}`);
  return number ? String(number.nationalNumber) : msisdn;
}
