/**
 * Arabic search normalisation (docs/design.md#content). People type the same word many ways: أحمد / احمد,
 * مؤسسة / مؤسسه, ذهبي / ذهبى, with or without diacritics or tatweel, with Arabic-Indic (٢١) or
 * Persian (۲۱) digits. Searching compares the normalised query with the normalised text, both
 * through this one function, so the two sides can never disagree.
 */

// Hamza-carrying and wasla alef forms all read as a bare alef when searching.
const LETTER_MAP: Readonly<Record<string, string>> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ى: 'ي',
  ة: 'ه',
};

/**
 * Harakat and other Quranic marks (U+0610–U+061A, U+064B–U+065F, U+0670, U+06D6–U+06ED) and the
 * tatweel (U+0640), which only stretches a word on screen.
 */
const MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;

/** Arabic-Indic (U+0660–U+0669) and Persian (U+06F0–U+06F9) digits. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

const LETTERS = /[أإآٱىة]/g;

/** ٠١٢٣ / ۰۱۲۳ → 0123; everything else unchanged. */
export function toAsciiDigits(text: string): string {
  return text.replace(EASTERN_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/**
 * The search form of a text: alef forms → ا, ى → ي, ة → ه, marks and tatweel removed, digits in
 * ASCII, Latin letters lower-cased, runs of white space collapsed to one space, trimmed.
 */
export function normalizeArabic(text: string): string {
  return toAsciiDigits(text.normalize('NFC').replace(MARKS, ''))
    .replace(LETTERS, (letter) => LETTER_MAP[letter] ?? letter)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a search query, normalised; empty for a blank query. */
export function searchTerms(query: string | undefined): string[] {
  if (!query) return [];
  const normalized = normalizeArabic(query);
  return normalized ? [...new Set(normalized.split(' '))] : [];
}

/**
 * Whether a text (already normalised with `normalizeArabic`) holds every term of a query: a
 * query of several words narrows, as a person expects ("صرافة عدن").
 */
export function matchesSearch(normalizedText: string, terms: readonly string[]): boolean {
  return terms.every((term) => normalizedText.includes(term));
}

/** Joins the searchable fields of a row into one normalised text. */
export function searchableText(...fields: ReadonlyArray<string | null | undefined>): string {
  return normalizeArabic(fields.filter(Boolean).join(' '));
}
