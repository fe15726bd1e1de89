import { getLanguage } from '../i18n/language';
import { getBillToken, getToken } from './session';

/**
 * Registers the offline worker (public/sw.js, docs/design.md#offline) and hands it what this page
 * loaded before it took over, so that it is there offline too: the assets, and the reads of the
 * screen (asked again by the worker, which keeps only those of its lists). Called once the first
 * screen has its data (lib/query/first-screen-tasks.ts): installing the worker fetches and stores
 * files and runs a thread of its own, and during the first screen's load that work slowed the
 * screen's own (docs/benchmarks.md#portal-main-thread).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/sw.js')
    .then(() => {
      shareLoadedAssets();
      shareLoadedReads();
    })
    .catch(() => {
      // No offline copy on this device: the portal works as before.
    });
}

/** The page's entries of the resource timeline under `prefix` (same origin). */
function loadedUrls(prefix: string, initiators?: readonly string[]): string[] {
  return performance
    .getEntriesByType('resource')
    .filter(
      (entry) => !initiators || initiators.includes((entry as PerformanceResourceTiming).initiatorType ?? ''),
    )
    .map((entry) => entry.name)
    .filter((url) => {
      const parsed = new URL(url);
      return parsed.origin === window.location.origin && parsed.pathname.startsWith(prefix);
    });
}

function postToWorker(message: Record<string, unknown>): void {
  void navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage(message))
    .catch(() => undefined);
}

/** The assets loaded so far (again after the web font has arrived: lib/web-font.ts). */
export function shareLoadedAssets(): void {
  if (!('serviceWorker' in navigator)) return;
  postToWorker({ type: 'cache-assets', urls: loadedUrls('/assets/') });
}

/** The API calls made before the worker was in control, with what they were asked with. */
function shareLoadedReads(): void {
  if (navigator.serviceWorker.controller) return;
  postToWorker({
    type: 'keep-reads',
    // Not a call: which of the page's requests went to the API (the worker keeps only its reads).
    // eslint-disable-next-line no-restricted-syntax
    urls: loadedUrls('/api/', ['xmlhttprequest', 'fetch']),
    token: getToken() ?? getBillToken(),
    language: getLanguage(),
  });
}
