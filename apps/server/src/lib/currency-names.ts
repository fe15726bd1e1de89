/**
 * Currency names from CLDR through `Intl.DisplayNames` (Node ships full ICU): every ISO 4217 code
 * the reference feed carries gets its maintained Arabic name (`JPY` → `ين ياباني`) without a
 * hand-typed table. A code CLDR does not know is shown as the code itself.
 */
const names = new Map<string, Intl.DisplayNames>();

export function currencyName(code: string, locale = 'ar'): string {
  let display = names.get(locale);
  if (!display) {
    display = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'code' });
    names.set(locale, display);
  }
  try {
    return display.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A currency's name in a language: the editors' (Arabic) name in Arabic, CLDR's in English, and
 * the editors' name again for a code CLDR does not know (docs/product.md#languages).
 */
export function currencyNameIn(lang: 'ar' | 'en', code: string, arabicName: string): string {
  if (lang === 'ar') return arabicName;
  const english = currencyName(code, 'en');
  return english === code ? arabicName : english;
}
