import { readStorage, writeStorage } from './storage';

/**
 * The self-hosted Arabic font (styles.css) without its 90 kB on a first visit's critical path.
 *
 * Its faces are `font-display: optional`: a phone on a slow network never shows them on the page
 * whose text first asked for them (they arrive after the ~100 ms the browser waits), they only
 * fill the cache for the next page. Asked for by the first screen's text, they also took half the
 * bytes of a first visit, downloading beside the scripts and the screen's data (measured in the
 * README "Portal" section). So the page uses the font only once an earlier visit has cached it
 * (the `webfont` class on <html>, which styles.css turns into the font stack), and a first visit
 * downloads it once its first screen has everything it asked for.
 */
export const WEB_FONT_KEY = 'client-webfont';
export const WEB_FONT_CLASS = 'webfont';

/** The faces styles.css declares, with Arabic text so that the Arabic subset is the one fetched. */
const FACES = ['400 1em "IBM Plex Sans Arabic"', '700 1em "IBM Plex Sans Arabic"'] as const;
const SAMPLE = 'صرّاف';

/** Whether an earlier visit downloaded the faces. */
export function isWebFontCached(): boolean {
  return readStorage(WEB_FONT_KEY) === '1';
}

/** Before the first render: the font is in the cache from an earlier visit, use it from the start. */
export function applyCachedWebFont(root: HTMLElement = document.documentElement): boolean {
  const isCached = isWebFontCached();
  if (isCached) root.classList.add(WEB_FONT_CLASS);
  return isCached;
}

/**
 * Downloads the faces into the HTTP cache (and the offline worker's) for the next visit, and
 * remembers that they are there. This page keeps the system font: switching now would move text
 * the reader is looking at.
 */
export async function cacheWebFont(fonts: FontFaceSet = document.fonts): Promise<boolean> {
  try {
    const loaded = await Promise.all(FACES.map((face) => fonts.load(face, SAMPLE)));
    const isCached = loaded.every((faces) => faces.length > 0);
    if (isCached) writeStorage(WEB_FONT_KEY, '1');
    return isCached;
  } catch {
    // Offline or refused: the next visit tries again.
    return false;
  }
}

export interface QueryActivity {
  /** How many queries are fetching now. */
  readonly isFetching: () => number;
  /** Called on every change of the query cache; returns the unsubscribe. */
  readonly subscribe: (listener: () => void) => () => void;
}

/**
 * Calls `then` once no query has been fetching for `quietMs` (the first screen and what it asked
 * for next have arrived), at most once. Returns a function that cancels.
 */
export function whenQueriesSettle(activity: QueryActivity, then: () => void, quietMs = 1_000): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isDone = false;
  const check = () => {
    clearTimeout(timer);
    if (isDone || activity.isFetching() > 0) return;
    timer = setTimeout(() => {
      if (isDone || activity.isFetching() > 0) return;
      isDone = true;
      unsubscribe();
      then();
    }, quietMs);
  };
  const unsubscribe = activity.subscribe(check);
  check();
  return () => {
    isDone = true;
    clearTimeout(timer);
    unsubscribe();
  };
}
