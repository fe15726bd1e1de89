// The server of scripts/lighthouse-limit.mjs, in a process of its own so that it does not share an
// event loop with Lighthouse. On 127.0.0.1:<port> it answers:
//   /limit/            the limit app's page (apps/web/bench/limit), built into <dir>;
//   /limit/?overlay    the same page with the portal's first paint before any script (the boot
//                      overlay, taken from the portal's own page) added, as the portal has it;
//   /limit/assets/…    the limit app's files, brotli when asked for;
//   anything else      the portal's answer, passed through, except that the portal's pages come
//                      without their boot overlay: the portal as it would be without that paint.
//
//   node scripts/lib/limit-server.mjs <dir> <port> <portal url>
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { bootOverlayOf, withBootOverlay, withoutBootOverlay } from './boot-overlay.mjs';

const [dir, port, portalUrl] = process.argv.slice(2);
const portal = new URL(portalUrl);

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.woff2': 'font/woff2',
};

const acceptsBrotli = (request) => /\bbr\b/.test(request.headers['accept-encoding'] ?? '');

function sendHtml(request, response, html, headers = {}) {
  const body = acceptsBrotli(request) ? brotliCompressSync(html) : Buffer.from(html);
  response.writeHead(200, {
    ...headers,
    'content-type': TYPES['.html'],
    'cache-control': 'no-cache',
    ...(acceptsBrotli(request) ? { 'content-encoding': 'br' } : {}),
    'content-length': body.length,
  });
  response.end(body);
}

function sendLimitFile(request, response, pathname) {
  const file = path.join(dir, path.normalize(pathname.slice('/limit/'.length)));
  if (!file.startsWith(dir) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  const compressed = acceptsBrotli(request) && existsSync(`${file}.br`);
  const body = readFileSync(compressed ? `${file}.br` : file);
  response.writeHead(200, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': 'public, max-age=31536000, immutable',
    ...(compressed ? { 'content-encoding': 'br' } : {}),
    'content-length': body.length,
  });
  response.end(body);
}

/** The portal's own page (its headers, CSP included), without the boot overlay. */
async function sendPortalPage(request, response) {
  const upstream = await fetch(new URL(request.url, portal), {
    headers: { ...request.headers, host: portal.host, 'accept-encoding': 'identity' },
  });
  const headers = Object.fromEntries(
    [...upstream.headers].filter(
      ([name]) => !['content-length', 'content-encoding', 'etag', 'set-cookie'].includes(name),
    ),
  );
  // Each cookie its own header: joined into one, as the entries above would have them, they break.
  const cookies = upstream.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  sendHtml(request, response, withoutBootOverlay(await upstream.text()), headers);
}

function passThrough(request, response) {
  const upstream = http.request(
    {
      host: portal.hostname,
      port: portal.port,
      path: request.url,
      method: request.method,
      headers: { ...request.headers, host: portal.host },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => response.writeHead(502).end());
  request.pipe(upstream);
}

const overlay = bootOverlayOf(await (await fetch(portal)).text());
const limitPage = readFileSync(path.join(dir, 'index.html'), 'utf8');

http
  .createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://limit');
    if (url.pathname === '/limit/' || url.pathname === '/limit/index.html') {
      sendHtml(
        request,
        response,
        url.searchParams.has('overlay') ? withBootOverlay(limitPage, overlay) : limitPage,
      );
    } else if (url.pathname.startsWith('/limit/')) {
      sendLimitFile(request, response, url.pathname);
    } else if (
      request.method === 'GET' &&
      !url.pathname.startsWith('/api/') &&
      (request.headers.accept ?? '').includes('text/html')
    ) {
      sendPortalPage(request, response).catch(() => response.writeHead(502).end());
    } else {
      passThrough(request, response);
    }
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
