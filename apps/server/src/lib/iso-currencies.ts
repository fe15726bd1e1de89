/**
 * The ISO 4217 currency codes in use, as Node's ICU data lists them (`Intl.supportedValuesOf`):
 * every active code and a few withdrawn recently. A file that names anything else (a typo, a made-up
 * code) names money nobody can count, so a settlement line with it does not parse
 * (docs/revenue.md#settlement).
 */
const ISO_4217_CODES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));

export function isIso4217Code(code: string): boolean {
  return ISO_4217_CODES.has(code);
}
