/**
 * Registers the offline worker (public/sw.js) and hands it the assets already loaded, so they are
 * there offline too. Called once the first screen has its data (lib/query/first-screen-tasks.ts):
 * installing the worker fetches and stores files and runs a thread of its own, and during the
 * first screen's load that work slowed the screen's own (docs/benchmarks.md#portal-main-thread).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/sw.js')
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      const urls = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => new URL(url).pathname.startsWith('/assets/'));
      registration.active?.postMessage({ type: 'cache-assets', urls });
    })
    .catch(() => {
      // No offline copy on this device: the portal works as before.
    });
}
