import { env } from '../../config/env';
import { callApi } from '../api-client';
import { setServiceZone } from '../service-zone';
import { registerServiceWorker, shareLoadedAssets } from '../service-worker';
import { queryClient } from './query-client';
import { cacheWebFont, isWebFontCached, whenQueriesSettle } from '../web-font';

/**
 * What a page does once its first screen has rendered and asked for its data, loaded by
 * lib/after-first-screen.ts after that render. It waits until the screen's queries, and what they
 * lead to, have arrived, so that none of it competes with the first screen for the network or the
 * CPU (docs/design.md#a-light-first-visit):
 * - the offline worker is registered (lib/service-worker.ts), in the built portal only: a worker
 *   caching Vite's dev modules would serve stale code;
 * - on a first visit, the web font is downloaded for the next page (lib/web-font.ts), then handed
 *   to the offline worker too (it started loading before the worker was in control).
 * - the service's time zone is read from the plans list's `service` (lib/service-zone.ts), so that
 *   every time is written in it even on a screen that never asks for the plans.
 * Returns a function that cancels what has not happened yet.
 */
export function afterFirstScreen(): () => void {
  return whenQueriesSettle(
    {
      isFetching: () => queryClient.isFetching(),
      subscribe: (listener) => queryClient.getQueryCache().subscribe(listener),
    },
    () => {
      if (env.isProduction) registerServiceWorker();
      if (!isWebFontCached()) {
        void cacheWebFont().then((isCached) => {
          if (isCached && env.isProduction) shareLoadedAssets();
        });
      }
      void learnServiceZone();
    },
  );
}

/** Offline or a failed call: the zone known so far (the last one learned, or the default) stays. */
async function learnServiceZone(): Promise<void> {
  try {
    setServiceZone((await callApi('getSubscriptionsList')).service.time_zone);
  } catch {
    // Nothing to do: the next page load asks again.
  }
}
