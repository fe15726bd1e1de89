import { getLanguage, type Language } from '../i18n/language';

const displayNames = new Map<Language, Intl.DisplayNames | null>();

function displayNamesOf(language: Language): Intl.DisplayNames | null {
  let names = displayNames.get(language);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(language, { type: 'currency' });
    } catch {
      names = null;
    }
    displayNames.set(language, names);
  }
  return names;
}

/**
 * CLDR's name of an ISO 4217 code through the browser, in the language in use (`JPY` → «ين ياباني»
 * or "Japanese Yen"), for a code no list at hand names; the code itself when the browser has no
 * name for it.
 */
export function displayNameOf(code: string, language: Language = getLanguage()): string {
  try {
    return displayNamesOf(language)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A currency's name as the portal shows it: in Arabic the editors' name the server sends; in
 * English CLDR's name of the code, which the server sends too when asked in English and the
 * browser's own CLDR data gives as well (so a copy saved for offline use, or one loaded before a
 * switch of language, still reads in English), and the server's name when neither knows the code
 * (docs/product.md#languages).
 */
export function shownCurrencyName(
  code: string,
  serverName: string,
  language: Language = getLanguage(),
): string {
  if (language === 'ar') return serverName;
  const english = displayNameOf(code, 'en');
  return english === code ? serverName : english;
}
