import type { DataRouter } from 'react-router';
import { loadingStore, type LoadingStore } from '../lib/loading-store';

/**
 * After each navigation the loading indicator is stopped (docs/product.md#loading-overlay) — the data
 * router's equivalent of an `afterEach` hook. A navigation has ended when the router settles on a new
 * location, or when the first load (lazy screen chunks) completes. Revalidations and fetchers
 * that keep the location do not clear the flag, so a sign-in in progress keeps its overlay.
 */
export function clearLoadingAfterEachNavigation(
  router: DataRouter,
  store: LoadingStore = loadingStore,
): () => void {
  let { initialized, location } = router.state;
  // The first navigation may already be over (no lazy route matched): it ended just now.
  if (initialized) store.set(false);
  return router.subscribe((state) => {
    const hasEnded =
      (state.initialized && !initialized) ||
      (state.navigation.state === 'idle' && state.location !== location);
    initialized = state.initialized;
    location = state.location;
    if (hasEnded) store.set(false);
  });
}
