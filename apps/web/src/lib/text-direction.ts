import { getLanguage, type Language } from '../i18n/language';

/** Letters of the Arabic script (Arabic, its supplements and presentation forms). */
const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** The first letter with a direction of its own: an Arabic-script or a Latin one. */
const FIRST_STRONG = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFFA-Za-z\u00C0-\u024F]/;

/** First strong isolate and pop directional isolate: Unicode's `<bdi>` for plain strings. */
const FSI = '\u2068';
const PDI = '\u2069';
/** Left-to-right isolate: Unicode's `<bdi dir="ltr">` for plain strings. */
const LRI = '\u2066';

/**
 * The language a text is written in, judged as `dir="auto"` judges its direction: by its first
 * letter with a direction (an Arabic market name starting with digits is still Arabic). Null for a
 * text without letters (a number, a code of digits).
 */
export function languageOfText(text: string): Language | null {
  const first = FIRST_STRONG.exec(text)?.[0];
  if (first === undefined) return null;
  return ARABIC_LETTER.test(first) ? 'ar' : 'en';
}

/**
 * The attributes of an element showing an editor's or the server's text (a name, a title, a news
 * body) inside the portal's own words (docs/product.md#languages): `dir="auto"` so the text runs in
 * its own direction and its full stop lands at its own end, and `lang` when it is not in the
 * portal's language (an Arabic name on the English portal), so a screen reader pronounces it
 * right. Arabic text on the Arabic portal gets no `lang`.
 */
export function textProps(
  text: string,
  language: Language = getLanguage(),
): { dir: 'auto'; lang?: Language } {
  const own = languageOfText(text);
  return own && own !== language ? { dir: 'auto', lang: own } : { dir: 'auto' };
}

/**
 * A text put inside a string of the portal's own words (a select option, a sentence of the
 * catalogue, an accessible name) where no element can isolate it: wrapped in Unicode's directional
 * isolates when its direction is not the portal's (an Arabic market in an English sentence, a Latin
 * name in an Arabic one), so the sentence's punctuation stays where the sentence puts it. A text in
 * the portal's own direction is returned as it is.
 */
export function isolate(text: string, language: Language = getLanguage()): string {
  const own = languageOfText(text);
  return own && own !== language ? `${FSI}${text}${PDI}` : text;
}

/**
 * A number or code that reads left to right (`+967 771 234 567`) put inside a sentence of the
 * portal's own words where no element can isolate it: in an Arabic sentence the spaces between its
 * groups would otherwise take the sentence's direction and show the groups in reverse order.
 */
export function isolateLtr(text: string): string {
  return `${LRI}${text}${PDI}`;
}

/** `textProps` of sanitised HTML from the server (a news body, an information page), by its text. */
export function htmlTextProps(html: string, language: Language = getLanguage()) {
  return textProps(html.replace(/<[^>]*>/g, ' '), language);
}
