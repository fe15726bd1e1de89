// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  WEB_FONT_CLASS,
  WEB_FONT_KEY,
  applyCachedWebFont,
  cacheWebFont,
  whenQueriesSettle,
  type QueryActivity,
} from './web-font';

/** A query cache whose fetching count the test moves, notifying like TanStack's cache does. */
function fakeActivity(fetching = 0) {
  const listeners = new Set<() => void>();
  const activity: QueryActivity = {
    isFetching: () => fetching,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const setFetching = (count: number) => {
    fetching = count;
    for (const listener of listeners) listener();
  };
  return { activity, setFetching, listenerCount: () => listeners.size };
}

describe('the self-hosted font', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
  });
  afterEach(() => vi.useRealTimers());

  it('is used from the first render once an earlier visit cached it, and not before', () => {
    expect(applyCachedWebFont()).toBe(false);
    expect(document.documentElement.classList.contains(WEB_FONT_CLASS)).toBe(false);
    localStorage.setItem(WEB_FONT_KEY, '1');
    expect(applyCachedWebFont()).toBe(true);
    expect(document.documentElement.classList.contains(WEB_FONT_CLASS)).toBe(true);
  });

  it('remembers the font as cached only when both faces loaded', async () => {
    const load = vi.fn<FontFaceSet['load']>().mockResolvedValue([]);
    expect(await cacheWebFont({ load } as unknown as FontFaceSet)).toBe(false);
    expect(localStorage.getItem(WEB_FONT_KEY)).toBeNull();

    load.mockResolvedValue([{} as FontFace]);
    expect(await cacheWebFont({ load } as unknown as FontFaceSet)).toBe(true);
    expect(load.mock.calls.map(([face]) => face)).toContain('700 1em "IBM Plex Sans Arabic"');
    expect(localStorage.getItem(WEB_FONT_KEY)).toBe('1');
  });

  it('does not remember a download that failed (offline), so the next visit tries again', async () => {
    const load = vi.fn<FontFaceSet['load']>().mockRejectedValue(new Error('Network Error'));
    expect(await cacheWebFont({ load } as unknown as FontFaceSet)).toBe(false);
    expect(localStorage.getItem(WEB_FONT_KEY)).toBeNull();
  });
});

describe('whenQueriesSettle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits until the first screen and the queries it leads to have all arrived', () => {
    const { activity, setFetching, listenerCount } = fakeActivity(2);
    const then = vi.fn();
    whenQueriesSettle(activity, then, 1_000);
    setFetching(0);
    // The subscriber arrived; the screen behind the gate now asks for its rates.
    vi.advanceTimersByTime(300);
    setFetching(1);
    vi.advanceTimersByTime(5_000);
    expect(then).not.toHaveBeenCalled();
    setFetching(0);
    vi.advanceTimersByTime(999);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
    expect(listenerCount()).toBe(0);
    setFetching(0);
    vi.advanceTimersByTime(5_000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs when nothing was fetching at all, and never after being cancelled', () => {
    const idle = fakeActivity(0);
    const then = vi.fn();
    whenQueriesSettle(idle.activity, then, 1_000);
    vi.advanceTimersByTime(1_000);
    expect(then).toHaveBeenCalledTimes(1);

    const cancelled = fakeActivity(0);
    const never = vi.fn();
    const cancel = whenQueriesSettle(cancelled.activity, never, 1_000);
    cancel();
    vi.advanceTimersByTime(5_000);
    expect(never).not.toHaveBeenCalled();
    expect(cancelled.listenerCount()).toBe(0);
  });
});
