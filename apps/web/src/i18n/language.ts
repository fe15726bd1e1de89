// With their extensions: the build's config reads the route table, which reads `t` from here.
import { arFirstScreen } from './ar-first-screen.ts';
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
 *
 * Arabic starts with the first screen's part only (ar-first-screen.ts: the root layout, the
 * landing page, the sign-in), which is all the first render can show, so that the other screens'
 * texts stay out of the first visit (docs/design.md#a-light-first-visit). The rest arrives with
 * `whenTextsReady`, which every lazily loaded module waits for (lib/load-chunk.ts): by the time a
 * module that reads another section renders, `t` has it.
 */
export let t: Catalogue = arFirstScreen as Catalogue;

let fullArabic: Promise<Catalogue> | undefined;

/** The whole Arabic catalogue: the first screen's part with the other screens' (one chunk). */
function arabicCatalogue(): Promise<Catalogue> {
  fullArabic ??= import('./ar-screens.ts').then(({ arScreens }) => ({ ...arFirstScreen, ...arScreens }));
  return fullArabic;
}

/**
 * Resolves once `t` holds every text of the language in use (at once but for Arabic's first
 * load). A failed load rejects, as the module that waited for it would have (lib/load-chunk.ts),
 * and the next call tries again.
 */
export async function whenTextsReady(): Promise<void> {
  if (getLanguage() !== 'ar' || t !== (arFirstScreen as Catalogue)) return;
  try {
    const catalogue = await arabicCatalogue();
    // English may have been chosen meanwhile; it is whole already.
    if (getLanguage() === 'ar') t = catalogue;
  } catch (error) {
    fullArabic = undefined;
    throw error;
  }
}

/** The language kept in local storage; anything else (nothing stored, an old value) is Arabic. */
export function storedLanguage(): Language {
  return readStorage(LANGUAGE_KEY) === 'en' ? 'en' : 'ar';
}

const languageStore = createExternalStore<Language>(() => 'ar');

export function getLanguage(): Language {
  return languageStore.get();
}

/** Calls `listener` after each change of language; returns the unsubscribe. */
export function subscribeToLanguage(listener: () => void): () => void {
  return languageStore.subscribe(listener);
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
  if (language === 'ar') return arabicCatalogue();
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
