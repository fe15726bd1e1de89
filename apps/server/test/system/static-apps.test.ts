import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { NON_CONTRACT_PATHS } from '../support/non-contract-paths';
import { appWithBuilds } from '../support/app-with-builds';
import { startTestServer, type TestServer } from '../support/test-server';

/** A built app on disk, as scripts/ensure-built.mjs leaves it (hashed assets + precompressed copies). */
function fakeBuild(title: string, routePreloads?: unknown) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sarraf-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="ar" dir="rtl"><head><title>${title}</title></head><body></body></html>`,
  );
  if (routePreloads) writeFileSync(path.join(dir, 'route-preloads.json'), JSON.stringify(routePreloads));
  const js = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), js);
  writeFileSync(path.join(dir, 'assets', 'index-AbC123.js.br'), brotliCompressSync(js));
  writeFileSync(path.join(dir, 'assets', 'index-AbC123.js.gz'), gzipSync(js));
  return dir;
}

// What apps/web/vite/route-preloads.ts writes: the lazy chunks of each route's first render.
const routePreloads = [
  { path: '/', scripts: ['/assets/providers-P1.js', '/assets/landing-L1.js'], styles: [] },
  {
    path: '/client/home',
    scripts: ['/assets/providers-P1.js', '/assets/client-shell-S1.js', '/assets/home-H1.js'],
    styles: ['/assets/home-H1.css'],
  },
  {
    path: '/client/news/details/:id',
    scripts: ['/assets/news-details-N1.js', '"><script>alert(1)</script>'],
    styles: [],
  },
];

const preloadedScripts = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

describe('serving the built portal and back office', () => {
  let server: TestServer;
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    // The database and queue of a test server, with an app that serves two fake builds.
    server = await startTestServer({ template: 'empty' });
    ({ app, url } = await appWithBuilds(server, {
      webDir: fakeBuild('portal', routePreloads),
      adminDir: fakeBuild('admin'),
    }));
  });
  afterAll(async () => {
    await app.close();
    await server.close();
  });

  it('serves the portal at / without caching index.html', async () => {
    const response = await fetch(`${url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>portal</title>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it.each(['/', '/client/home', '/admin/'])(
    'serves %s to a client that sends no Accept-Encoding (curl, a health probe), uncompressed',
    async (route) => {
      // node:http sends exactly the headers given; fetch would add Accept-Encoding.
      const answer = await new Promise<{ status: number; encoding?: string; body: string }>(
        (resolve, reject) => {
          get(`${url}${route}`, (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                encoding: response.headers['content-encoding'],
                body,
              }),
            );
          }).on('error', reject);
        },
      );
      expect(answer.status).toBe(200);
      expect(answer.encoding).toBeUndefined();
      expect(answer.body).toContain(route === '/admin/' ? '<title>admin</title>' : '<title>portal</title>');
    },
  );

  it.each(['/client/home', '/client/news/details/12', '/mybill/transactions', '/client/guest/info/who'])(
    'falls back to the portal for the history-mode route %s',
    async (route) => {
      const response = await fetch(`${url}${route}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>portal</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it("lists each route's lazy chunks as preloads in the page it answers for that path", async () => {
    const home = await fetch(`${url}/client/home?from=sms`, { headers: { 'accept-encoding': 'br' } });
    expect(home.headers.get('content-encoding')).toBe('br');
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(home.headers.get('vary')).toContain('accept-encoding');
    const html = await home.text();
    expect(html).toContain('<title>portal</title>');
    expect(preloadedScripts(html)).toEqual(routePreloads[1]!.scripts);
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/home-H1.css">');

    expect(preloadedScripts(await (await fetch(`${url}/`)).text())).toEqual(routePreloads[0]!.scripts);
    // A parameter matches one segment; a URL that is not an asset of the build is never written.
    expect(preloadedScripts(await (await fetch(`${url}/client/news/details/12`)).text())).toEqual([
      '/assets/news-details-N1.js',
    ]);
    // No route: the plain index.html (its 404 screen loads its own chunk).
    expect(preloadedScripts(await (await fetch(`${url}/client/nowhere`)).text())).toEqual([]);
  });

  it('revalidates a page with its ETag (304), per route', async () => {
    const first = await fetch(`${url}/client/home`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\//);
    const again = await fetch(`${url}/client/home`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const other = await fetch(`${url}/`, { headers: { 'if-none-match': etag } });
    expect(other.status).toBe(200);
  });

  it('serves the back office at /admin/ with its own fallback', async () => {
    for (const route of ['/admin', '/admin/', '/admin/rates/today']) {
      const response = await fetch(`${url}${route}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>admin</title>');
    }
  });

  it('caches hashed assets immutably and sends the precompressed copy', async () => {
    const brotli = await fetch(`${url}/assets/index-AbC123.js`, { headers: { 'accept-encoding': 'br' } });
    expect(brotli.status).toBe(200);
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    const gzip = await fetch(`${url}/admin/assets/index-AbC123.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toContain('console.log');
  });

  it('answers 404 JSON for an unknown API path and a missing asset, not the portal', async () => {
    const api = await fetch(`${url}${NON_CONTRACT_PATHS.unknownApiPath}`, {
      headers: { 'accept-language': 'ar' },
    });
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'المورد المطلوب غير موجود.' });
    expect((await fetch(`${url}/assets/missing-123.js`)).status).toBe(404);
  });
});
