/* global self, caches */
// The portal's service worker: the offline fallback and alert pushes, kept small.
// - Page loads (navigations): network first; offline, the last index.html (every route is the same
//   single-page shell, history mode).
// - /assets/ (hashed, immutable): cache first, filled as chunks load and with what the page had
//   loaded before this worker took over (the page posts that list).
// - The API is never touched here: the rates screens keep their own last copy with its time
//   (features/rates/api), so the worker never serves stale data as if it were fresh.
// - A push (docs/design.md#web-push) is a fired rate alert: shown as an Arabic, right-to-left
//   notification; a tap opens (or focuses) the currency's screen of this portal.
const CACHE = 'sarraf-shell-v1';
const SHELL = '/';
const MAX_ASSETS = 120;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL, '/manifest.webmanifest', '/favicon.svg']))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

async function remember(request, response) {
  if (!response.ok || response.type !== 'basic') return;
  const cache = await caches.open(CACHE);
  await cache.put(request, response);
  const keys = await cache.keys();
  const assets = keys.filter((key) => new URL(key.url).pathname.startsWith('/assets/'));
  // Old deploys' chunks go first once the cache holds more than a few deploys' worth.
  for (const stale of assets.slice(0, Math.max(0, assets.length - MAX_ASSETS))) await cache.delete(stale);
}

self.addEventListener('message', (event) => {
  const urls = event.data && event.data.type === 'cache-assets' ? event.data.urls : null;
  if (!Array.isArray(urls)) return;
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        Promise.all(
          urls
            .filter(
              (url) =>
                typeof url === 'string' && new URL(url, self.location.origin).pathname.startsWith('/assets/'),
            )
            .map((url) => cache.match(url).then((hit) => hit || cache.add(url).catch(() => undefined))),
        ),
      ),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/admin')) return;

  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) event.waitUntil(remember(SHELL, response.clone()));
          return response;
        })
        .catch(() => caches.match(SHELL).then((hit) => hit || Response.error())),
    );
    return;
  }

  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/')) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            event.waitUntil(remember(request, response.clone()));
            return response;
          }),
      ),
    );
  }
});

const NOTIFICATION_ICON = '/icons/icon-192.png';
const DEFAULT_PUSH_URL = '/client/alerts/notifications';

/** Only a path of this portal is opened: a payload can never send the subscriber elsewhere. */
function portalUrl(path) {
  try {
    const url = new URL(typeof path === 'string' ? path : DEFAULT_PUSH_URL, self.location.origin);
    if (url.origin === self.location.origin) return url.href;
  } catch {
    // fall through to the default
  }
  return new URL(DEFAULT_PUSH_URL, self.location.origin).href;
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'صرّاف';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_ICON,
      dir: 'rtl',
      lang: 'ar',
      ...(typeof data.tag === 'string' ? { tag: data.tag } : {}),
      data: { url: portalUrl(data.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = portalUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const same = windows.find((client) => client.url === target);
      if (same) return same.focus();
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open && 'navigate' in open) return open.navigate(target).then((client) => (client || open).focus());
      return self.clients.openWindow(target);
    }),
  );
});
