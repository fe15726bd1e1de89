import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pathOf } from '@sarraf/contracts/api';
import { weakEtag } from '../lib/http-cache';
import type { CachedResponse, ContentCache } from '../services/content-cache';
import { createHotReads } from './hot-reads';

const URL_PATH = pathOf('getNews');

function entry(body: string, validUntil: number): CachedResponse {
  const bytes = Buffer.from(body);
  return { body, bytes, size: bytes.length, etag: weakEtag(body), validUntil, encoded: {} };
}

/** One hot read through a fake socket: the status and headers it wrote, as a name → value map. */
function serve(hotReads: ReturnType<typeof createHotReads>) {
  const written: { status?: number; headers: Record<string, string> } = { headers: {} };
  const response = {
    writeHead(status: number, raw: string[]) {
      written.status = status;
      for (let i = 0; i < raw.length; i += 2) written.headers[raw[i]!] = raw[i + 1]!;
    },
    end() {},
  } as unknown as ServerResponse;
  const request = {
    method: 'GET',
    url: URL_PATH,
    headers: { cookie: 'XSRF-TOKEN=x' },
  } as unknown as IncomingMessage;
  expect(hotReads.tryServe(request, response)).toBe(true);
  return written;
}

describe('hot reads: prepared answers', () => {
  beforeEach(() => vi.useFakeTimers({ now: Date.UTC(2026, 10, 25, 9, 0, 0) }));
  afterEach(() => vi.useRealTimers());

  it('count max-age down as the entry nears its end, and follow a rebuilt entry', () => {
    let cached = entry('{"data":1}', Date.now() + 45_500);
    const observed: number[] = [];
    const hotReads = createHotReads({
      contentCache: { peekResponse: () => cached } as unknown as ContentCache,
      securityHeaders: { 'x-content-type-options': 'nosniff' },
      appSecret: 'unit-secret-unit-secret-unit-secret-00',
      isProduction: false,
      durationSeries: () => ({ observe: (seconds) => observed.push(seconds) }),
      log: { level: 'silent' } as FastifyBaseLogger,
    });
    hotReads.remember(URL_PATH, 'ar', 'news', URL_PATH);

    const first = serve(hotReads);
    expect(first.status).toBe(200);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['cache-control']).toContain('max-age=30,');
    vi.advanceTimersByTime(15_000);
    expect(serve(hotReads).headers['cache-control']).toContain('max-age=30,');
    vi.advanceTimersByTime(1_000);
    expect(serve(hotReads).headers['cache-control']).toContain('max-age=29,');

    cached = entry('{"data":2}', Date.now() + 60_000);
    const rebuilt = serve(hotReads);
    expect(rebuilt.headers.etag).toBe(cached.etag);
    expect(rebuilt.headers['cache-control']).toContain('max-age=30,');
    expect(rebuilt.headers['content-length']).toBe('10');
    expect(observed).toHaveLength(4);
  });
});
