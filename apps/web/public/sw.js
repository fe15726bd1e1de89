/* global self, caches */
// The portal's service worker: the portal offline as it was last seen, and alert pushes
// (docs/design.md#offline).
// - Page loads (navigations): network first; each screen's page kept under its path, never with
//   its query (a one-tap link's code must not be stored). Offline: that page, else the landing's
//   (every route is the same single-page shell, history mode).
// - /assets/ and /icons/ (hashed, immutable): cache first, filled as they load and with what the
//   page had loaded before this worker took over (the page posts that list).
// - The API reads a screen shows (PUBLIC_READS, OWN_READS): network first; each answer is kept
//   with the time it arrived (SAVED_AT_HEADER), and when the network fails the kept copy answers,
//   that header included, so the page says how old it is instead of passing it off as live.
//   Public reads (the same answer for everyone) are kept once; a subscriber's own reads in a cache
//   named after a digest of the token that asked, so no other session can be answered from them,
//   and the page deletes them when the session ends (lib/offline-copies.ts). Nothing else of the
//   API is touched: no POST, no code, sign-in, identification or bill check.
// - A push (docs/design.md#web-push) is a fired rate alert: shown as an Arabic, right-to-left
//   notification; a tap opens (or focuses) the currency's screen of this portal.
const CACHE = 'sarraf-shell-v1';
const READS_PREFIX = 'sarraf-reads-v1-';
const SHELL = '/';
const MAX_ASSETS = 120;
const MAX_PAGES = 40;
const MAX_READS = 80;
/** The time a kept answer arrived from the server (ISO 8601); lib/offline-copies.ts reads it. */
const SAVED_AT_HEADER = 'x-saved-at';

/** GET reads whose answer is the same for everyone (contracts with `access: 'public'`). */
const PUBLIC_READS = [
  '/api/client/get/currency/list',
  '/api/client/get/priceSources',
  '/api/client/get/priceLists',
  '/api/client/get/categories',
  '/api/client/get/news',
  '/api/client/get/news/:id',
  '/api/client/get/exchange/companies/local',
  '/api/client/get/exchange/companies/international',
  '/api/client/get/exchange/companies/phone/numbers',
  '/api/get/informations',
  '/api/client/rates/history',
  '/api/client/rates/reference',
  '/api/client/converter/currency',
  '/api/client/subscriptions/list',
  '/api/uploads/:name',
];

/** GET reads of the signed-in subscriber's own data (contracts with `access: 'subscriber'`). */
const OWN_READS = [
  '/api/user',
  '/api/client/user',
  '/api/client/fetch/subscriber/details',
  '/api/client/fetch/subscription',
  '/api/client/alerts',
  '/api/client/alerts/:id',
  '/api/client/alerts/favourites',
  '/api/client/alerts/digest',
  '/api/client/alerts/quiet-hours',
  '/api/client/alerts/notifications',
  '/api/client/my-bill/subscriber/info',
  '/api/client/my-bill/subscriber/transactions',
  '/api/client/my-bill/subscriber/sms',
];

/** `/api/client/get/news/:id` → a pattern with one path segment for each parameter. */
function pathPattern(path) {
  const segments = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}$`);
}

const READ_KINDS = [
  ...PUBLIC_READS.map((path) => ({ pattern: pathPattern(path), kind: 'public' })),
  ...OWN_READS.map((path) => ({ pattern: pathPattern(path), kind: 'own' })),
];

/** 'public', 'own', or null for a path the worker leaves alone. */
function readKindOf(pathname) {
  return READ_KINDS.find((read) => read.pattern.test(pathname))?.kind ?? null;
}

/** The portal's language of a call: the page sends `ar` or `en` (lib/api-transport.ts). */
function languageOf(request) {
  return (request.headers.get('accept-language') || '').trim().startsWith('en') ? 'en' : 'ar';
}

function bearerOf(request) {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') || '');
  return match ? match[1] : null;
}

/** SHA-256 of the token, hex, cut to 32 digits: names its cache without revealing it. */
async function tokenDigest(token) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 32);
}

/** The cache of a read's copies, or null when it must not be kept (an own read without a token). */
async function readsCacheName(kind, language, token) {
  if (kind === 'public') return `${READS_PREFIX}${language}-public`;
  return token ? `${READS_PREFIX}${language}-own-${await tokenDigest(token)}` : null;
}

/** Keeps at most `max` entries whose key passes `filter`, the oldest going first. */
async function trim(cache, max, filter = () => true) {
  const keys = (await cache.keys()).filter(filter);
  for (const stale of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(stale);
}

async function keep(cacheName, key, response, max, filter) {
  const cache = await caches.open(cacheName);
  // Deleted first, so that the newest copy is also the last key and trimming takes the oldest.
  await cache.delete(key);
  await cache.put(key, response);
  await trim(cache, max, filter);
}

/** A copy of a read's answer, stamped with the time it arrived. */
async function keepRead(cacheName, url, response) {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, new Date().toISOString());
  const body = await response.blob();
  const copy = new Response(body, { status: response.status, statusText: response.statusText, headers });
  await keep(cacheName, url, copy, MAX_READS);
}

async function readThrough(event, request, kind) {
  const cacheName = await readsCacheName(kind, languageOf(request), bearerOf(request));
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    const copy = cacheName
      ? await caches.open(cacheName).then((cache) => cache.match(request.url))
      : undefined;
    if (copy) return copy;
    throw error;
  }
  if (cacheName && response.ok && response.type === 'basic') {
    event.waitUntil(keepRead(cacheName, request.url, response.clone()).catch(() => undefined));
  } else if (cacheName && kind === 'own' && response.status === 401) {
    // The token is no longer valid: what it read goes with it.
    event.waitUntil(caches.delete(cacheName));
  }
  return response;
}

async function pageThrough(event, request) {
  const url = new URL(request.url);
  const key = new URL(url.pathname, url.origin).href;
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') {
      event.waitUntil(keep(CACHE, key, response.clone(), MAX_PAGES, isPageKey));
    }
    return response;
  } catch {
    const cache = await caches.open(CACHE);
    return (await cache.match(key)) || (await cache.match(SHELL)) || Response.error();
  }
}

/** A screen's page, other than the landing's (kept as the fallback of every other). */
function isPageKey(request) {
  const { pathname } = new URL(request.url);
  return pathname !== SHELL && !pathname.startsWith('/assets/') && !/\.[a-z0-9]+$/i.test(pathname);
}

function isAssetKey(request) {
  return new URL(request.url).pathname.startsWith('/assets/');
}

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
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key !== CACHE && !key.startsWith(READS_PREFIX))
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

async function rememberAsset(request, response) {
  if (!response.ok || response.type !== 'basic') return;
  const cache = await caches.open(CACHE);
  await cache.put(request, response);
  // Old deploys' chunks go first once the cache holds more than a few deploys' worth.
  await trim(cache, MAX_ASSETS, isAssetKey);
}

/** The assets the page loaded before this worker controlled it. */
function cacheAssets(urls) {
  return caches
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
    );
}

/**
 * The reads the page made before this worker controlled it (a first visit), asked again so that
 * they are there offline too: only paths of the lists above, by GET, with the page's token.
 */
function keepReads({ urls, token, language }) {
  const lang = language === 'en' ? 'en' : 'ar';
  return Promise.all(
    urls.map(async (url) => {
      if (typeof url !== 'string') return;
      const target = new URL(url, self.location.origin);
      if (target.origin !== self.location.origin) return;
      const kind = readKindOf(target.pathname);
      const cacheName = kind
        ? await readsCacheName(kind, lang, typeof token === 'string' ? token : null)
        : null;
      if (!cacheName) return;
      const cache = await caches.open(cacheName);
      if (await cache.match(target.href)) return;
      const headers = { Accept: 'application/json', 'Accept-Language': lang };
      if (kind === 'own') headers.Authorization = `Bearer ${token}`;
      try {
        const response = await fetch(target.href, { headers, credentials: 'same-origin' });
        if (response.ok) await keepRead(cacheName, target.href, response);
      } catch {
        // Offline again: the next visit keeps them.
      }
    }),
  );
}

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || typeof data !== 'object' || !Array.isArray(data.urls)) return;
  if (data.type === 'cache-assets') event.waitUntil(cacheAssets(data.urls));
  if (data.type === 'keep-reads') event.waitUntil(keepReads(data));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/admin')) return;

  if (url.pathname.startsWith('/api/')) {
    const kind = readKindOf(url.pathname);
    if (kind) event.respondWith(readThrough(event, request, kind));
    return;
  }

  if (request.mode === 'navigate') {
    event.respondWith(pageThrough(event, request));
    return;
  }

  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/')) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            event.waitUntil(rememberAsset(request, response.clone()));
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
