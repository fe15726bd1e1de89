import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { FastifyInstance } from 'fastify';
import { startTestServer, type TestServer } from '../support/test-server';

/** A built app on disk, as scripts/ensure-built.mjs leaves it (hashed assets + precompressed copies). */
function fakeBuild(title: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sarraf-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="ar" dir="rtl"><title>${title}</title></html>`,
  );
  const js = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), js);
  writeFileSync(path.join(dir, 'assets', 'index-AbC123.js.br'), brotliCompressSync(js));
  writeFileSync(path.join(dir, 'assets', 'index-AbC123.js.gz'), gzipSync(js));
  return dir;
}

describe('serving the built portal and back office', () => {
  let server: TestServer;
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    // The database and queue of a test server, with an app that serves two fake builds.
    server = await startTestServer({ template: 'empty' });
    app = await buildApp(
      {
        config: server.config,
        database: server.database,
        queue: server.queue,
        counters: server.counters,
        contentCache: server.contentCache,
      },
      { webDir: fakeBuild('portal'), adminDir: fakeBuild('admin') },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
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

  it.each(['/client/home', '/client/news/details/12', '/mybill/transactions', '/client/guest/info/who'])(
    'falls back to the portal for the history-mode route %s',
    async (route) => {
      const response = await fetch(`${url}${route}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>portal</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

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
    const api = await fetch(`${url}/api/nothing/here`, { headers: { 'accept-language': 'ar' } });
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'المورد المطلوب غير موجود.' });
    expect((await fetch(`${url}/assets/missing-123.js`)).status).toBe(404);
  });
});
