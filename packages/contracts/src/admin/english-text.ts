import { z } from 'zod';

/**
 * The optional English version of an editor's text, shown on the English portal in place of the
 * Arabic one (docs/product.md#languages). Blank or null: no English version (the Arabic shows).
 * Absent from an edit: the stored English text stays, so a client that knows nothing of English
 * versions never erases them.
 */
export const ZEnglishTextInput = (max: number) => z.string().trim().max(max).nullable().optional();

/** An English version as stored: null when there is none. */
export const ZEnglishText = z.string().nullable();
