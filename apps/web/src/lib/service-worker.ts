/**
 * Registers the offline worker (public/sw.js) once the page has loaded, so it never competes with
 * the first screen for a weak connection, and hands it the assets already loaded so they are
 * there offline too.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
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
  });
}
