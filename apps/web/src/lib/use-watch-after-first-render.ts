import { useEffect, useState } from 'react';
import { loadChunk } from './load-chunk';

/** Starts following a value; calls `onChange` with each one; returns the unsubscribe. */
export type Watch<T> = (onChange: (value: T) => void) => () => void;

/**
 * A value a first render does without, followed through a module loaded after it (on the landing
 * page: a TanStack Query observer, whose library is not in the first visit; see
 * docs/design.md#a-light-first-visit). Undefined until the first value, while `enabled` is false,
 * and when the module cannot load (offline, never cached): the caller shows what it had.
 */
export function useWatchAfterFirstRender<T>(
  loadWatch: () => Promise<Watch<T>>,
  enabled = true,
): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    if (!enabled) return undefined;
    let isCancelled = false;
    let unsubscribe: (() => void) | undefined;
    loadChunk(loadWatch).then(
      (watch) => {
        if (!isCancelled) unsubscribe = watch(setValue);
      },
      () => undefined,
    );
    return () => {
      isCancelled = true;
      unsubscribe?.();
    };
    // The module to load is fixed per caller; only `enabled` starts and stops the watch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled]);
  return enabled ? value : undefined;
}
