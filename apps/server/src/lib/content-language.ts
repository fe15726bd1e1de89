import { pickLang, type Lang } from './messages';

/**
 * The language of the editors' texts an answer carries (docs/product.md#languages): English when
 * the request asks for it (`Accept-Language: en`, the English portal), Arabic otherwise, exactly as
 * the API's own messages. The chosen text goes into the field the contract already has (`name`,
 * `title`…), so an Arabic answer is the same as it always was and no contract gains a field.
 */
export function contentLanguageOf(request: { headers: { 'accept-language'?: string | undefined } }): Lang {
  return pickLang(request.headers['accept-language']);
}

/**
 * An editor's text in a language: the English version when English is asked for and one was
 * written, else the Arabic (every row has its Arabic text; the English one is optional).
 */
export function textIn(lang: Lang, arabic: string, english: string | null | undefined): string {
  return lang === 'en' && english?.trim() ? english : arabic;
}

/** What an editor typed in an optional English field, as stored: blank is no English version. */
export function storedEnglish(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * The English columns an edit writes: each English field it sent, blank as null; a field it left
 * out is not written, so the stored English text stays (`{name_en: 'nameEn'}` maps a field to its
 * column).
 */
export function englishColumns<const Columns extends Readonly<Record<string, string>>>(
  input: NoInfer<{ readonly [Field in keyof Columns]?: string | null | undefined }>,
  columns: Columns,
): Partial<Record<Columns[keyof Columns], string | null>> {
  const written: Partial<Record<Columns[keyof Columns], string | null>> = {};
  for (const [field, column] of Object.entries(columns) as Array<[keyof Columns, Columns[keyof Columns]]>) {
    const value = input[field];
    if (value !== undefined) written[column] = storedEnglish(value);
  }
  return written;
}
