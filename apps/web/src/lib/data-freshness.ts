import { createExternalStore, useExternalStore } from './external-store';

/**
 * How old the data on each screen is, for the offline banner (docs/product.md#offline): when each
 * read's last answer came from the server, whether it was a copy kept on the phone (the offline
 * worker's, or the rates' own saved copy), and which screen (path) asked for it. A screen's time is
 * its oldest answer's: the data shown is at least that recent.
 */
export interface ScreenFreshness {
  /** When the screen's oldest answer arrived from the server (epoch ms); null before any answer. */
  readonly updatedAt: number | null;
  /** One of the screen's answers is a copy kept on the phone, not the server's live answer. */
  readonly isSavedCopy: boolean;
}

interface Answer {
  readonly at: number;
  readonly isSavedCopy: boolean;
}

const answers = new Map<string, Answer>();
const callsByScreen = new Map<string, Set<string>>();
const changes = createExternalStore<number>(() => 0);

/** One read, whatever screen makes it: the endpoint's name with its parameters and query. */
export function callKey(name: string, params?: unknown, query?: unknown): string {
  return JSON.stringify([name, params ?? null, query ?? null]);
}

/**
 * Notes a read's answer on `screen` (a path): live when `savedAt` is empty (it arrived `now`),
 * else a kept copy that arrived from the server at `savedAt` (ISO 8601).
 */
export function noteAnswer(
  call: string,
  screen: string,
  savedAt: string | null | undefined,
  now: number = Date.now(),
): void {
  const saved = savedAt ? Date.parse(savedAt) : Number.NaN;
  answers.set(call, Number.isNaN(saved) ? { at: now, isSavedCopy: false } : { at: saved, isSavedCopy: true });
  let calls = callsByScreen.get(screen);
  if (!calls) {
    calls = new Set();
    callsByScreen.set(screen, calls);
  }
  calls.add(call);
  changes.set(changes.get() + 1);
}

export function freshnessOf(screen: string): ScreenFreshness {
  let updatedAt: number | null = null;
  let isSavedCopy = false;
  for (const call of callsByScreen.get(screen) ?? []) {
    const answer = answers.get(call);
    if (!answer) continue;
    updatedAt = updatedAt === null ? answer.at : Math.min(updatedAt, answer.at);
    isSavedCopy ||= answer.isSavedCopy;
  }
  return { updatedAt, isSavedCopy };
}

/** The freshness of a screen's data, re-rendering as its answers arrive. */
export function useScreenFreshness(screen: string): ScreenFreshness {
  useExternalStore(changes);
  return freshnessOf(screen);
}
