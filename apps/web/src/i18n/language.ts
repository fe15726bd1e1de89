// With their extensions: the build's config reads the route table, which reads `t` from here.
import { ar } from './ar.ts';
import type { Catalogue } from './catalogue.ts';
import { createExternalStore, useExternalStore } from '../lib/external-store.ts';
import { readStorage, writeStorage } from '../lib/storage.ts';

/** The portal's languages: Arabic, the default and the product's language, and English. */
export type Language = 'ar' | 'en';

/** Local storage key of the chosen language (docs/product.md#languages). */
export const LANGUAGE_KEY = 'client-lang';

/**
 * The catalogue of the language in use. Components read their texts from it while they render;
 * it is an exported `let`, so an ES module import sees it change (a live binding) when
 * `setLanguage` swaps it, and the next render shows the other language.
 */
export let t: Catalogue = ar;

/** The language kept in local storage; anything else (nothing stored, an old value) is Arabic. */
export function storedLanguage(): Language {
  return readStorage(LANGUAGE_KEY) === 'en' ? 'en' : 'ar';
}

const languageStore = createExternalStore<Language>(() => 'ar');

export function getLanguage(): Language {
  return languageStore.get();
}

/** The language in use; a component that calls it re-renders when the language changes. */
export function useLanguage(): Language {
  return useExternalStore(languageStore);
}

/**
 * English arrives with a dynamic import, only when it is chosen, so that the Arabic first visit
 * never downloads it (docs/benchmarks.md).
 */
async function catalogueOf(language: Language): Promise<Catalogue> {
  if (language === 'ar') return ar;
  const { en } = await import('./en.ts');
  return en;
}

/** `<html lang dir>` for the language, as index.html's first script sets them before first paint. */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * Switches the portal to a language: loads its catalogue, swaps `t`, sets `<html lang dir>`,
 * remembers the choice, then tells the subscribers (the root re-renders every screen with it).
 * Without `remember`, it only applies the stored language at start-up.
 */
export async function setLanguage(language: Language, remember = true): Promise<void> {
  const catalogue = await catalogueOf(language);
  t = catalogue;
  applyDocumentLanguage(language);
  if (remember) writeStorage(LANGUAGE_KEY, language);
  languageStore.set(language);
}
