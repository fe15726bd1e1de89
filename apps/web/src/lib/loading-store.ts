import { useSyncExternalStore } from 'react';

/**
 * The authentication loading flag (docs/product.md#loading-overlay). It starts true, can be turned on or
 * off, and each navigation ends by clearing it (app/navigation-loading.ts). The full-page
 * overlay is active while it is set.
 *
 * A plain external store rather than React state so that non-React code (the router
 * subscription, the session and the API client) can set it.
 */
export interface LoadingStore {
  readonly get: () => boolean;
  readonly set: (isLoading: boolean) => void;
  readonly subscribe: (listener: () => void) => () => void;
}

export function createLoadingStore(initial = true): LoadingStore {
  let isLoading = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => isLoading,
    set: (next) => {
      if (next === isLoading) return;
      isLoading = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The portal's one loading flag. */
export const loadingStore = createLoadingStore();

export const setLoading = (isLoading: boolean): void => loadingStore.set(isLoading);

export function useLoading(store: LoadingStore = loadingStore): boolean {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
