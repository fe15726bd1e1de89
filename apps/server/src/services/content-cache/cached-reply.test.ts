import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { weakEtag } from '../../lib/http-cache';
import { cachedReply, replyVariant, variantReply } from './cached-reply';
import type { CachedResponse } from './content-cache';

const NOW = Date.UTC(2026, 10, 25, 9, 0, 0);

function entry(body: string, validUntil: number): CachedResponse {
  const bytes = Buffer.from(body);
  return { body, bytes, size: bytes.length, etag: weakEtag(body), validUntil, encoded: {} };
}

const large = entry(JSON.stringify({ data: 'ريال يمني '.repeat(200) }), NOW + 60_000);
const small = entry('{"data":[]}', NOW + 60_000);
const header = (reply: { headers: Array<[string, string]> }, name: string) =>
  reply.headers.find(([key]) => key === name)?.[1];

describe('replyVariant', () => {
  it('answers 304 to a matching If-None-Match, whatever the encoding', () => {
    expect(replyVariant(large, { ifNoneMatch: large.etag, acceptEncoding: 'br' })).toBe('not-modified');
    expect(replyVariant(large, { ifNoneMatch: `"x", ${large.etag}`, acceptEncoding: undefined })).toBe(
      'not-modified',
    );
  });

  it('picks brotli, then gzip, and sends small bodies as they are', () => {
    expect(replyVariant(large, { ifNoneMatch: undefined, acceptEncoding: 'gzip, deflate, br' })).toBe('br');
    expect(replyVariant(large, { ifNoneMatch: '"other"', acceptEncoding: 'gzip' })).toBe('gzip');
    expect(replyVariant(large, { ifNoneMatch: undefined, acceptEncoding: undefined })).toBe('identity');
    expect(replyVariant(small, { ifNoneMatch: undefined, acceptEncoding: 'br' })).toBe('identity');
  });
});

describe('variantReply', () => {
  it('sends the body in the encoding asked for, compressed once', () => {
    const br = variantReply(large, 'br', NOW);
    expect(brotliDecompressSync(br.body!).toString()).toBe(large.body);
    expect(header(br, 'content-encoding')).toBe('br');
    expect(variantReply(large, 'br', NOW).body).toBe(br.body);
    expect(gunzipSync(variantReply(large, 'gzip', NOW).body!).toString()).toBe(large.body);
    const identity = variantReply(large, 'identity', NOW);
    expect(identity.body).toBe(large.bytes);
    expect(header(identity, 'content-encoding')).toBeUndefined();
  });

  it('answers 304 with the validators and no body', () => {
    const reply = variantReply(large, 'not-modified', NOW);
    expect(reply.status).toBe(304);
    expect(reply.body).toBeUndefined();
    expect(header(reply, 'etag')).toBe(large.etag);
  });

  it('counts max-age down to the end of the entry, and says until when each value holds', () => {
    const ending = entry('{"data":1}', NOW + 45_500);
    const first = variantReply(ending, 'identity', NOW);
    expect(header(first, 'cache-control')).toBe('public, max-age=30, stale-while-revalidate=120');
    // max-age=30 holds while 30 s or more remain: until 15.5 s from now.
    expect(first.stableUntil).toBe(NOW + 15_500);
    expect(header(variantReply(ending, 'identity', first.stableUntil), 'cache-control')).toContain(
      'max-age=30,',
    );
    const next = variantReply(ending, 'identity', first.stableUntil + 1);
    expect(header(next, 'cache-control')).toContain('max-age=29,');
    expect(next.stableUntil).toBe(NOW + 16_500);
    expect(header(variantReply(ending, 'identity', NOW + 45_000), 'cache-control')).toContain('max-age=0,');
  });

  it('is what cachedReply answers for the same request', () => {
    const request = { ifNoneMatch: undefined, acceptEncoding: 'gzip' };
    expect(cachedReply(large, request, NOW)).toEqual(variantReply(large, 'gzip', NOW));
  });
});
