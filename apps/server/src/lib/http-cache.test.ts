import { describe, expect, it } from 'vitest';
import { ifNoneMatchHits, preferredEncoding, publicCacheControl, weakEtag } from './http-cache';

describe('ETags', () => {
  it('are weak, stable for the same body and different for another', () => {
    const etag = weakEtag('{"data":[]}');
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(weakEtag('{"data":[]}')).toBe(etag);
    expect(weakEtag('{"data":[1]}')).not.toBe(etag);
  });

  it('match If-None-Match weakly, in a list, or with *', () => {
    const etag = 'W/"abc"';
    expect(ifNoneMatchHits('W/"abc"', etag)).toBe(true);
    expect(ifNoneMatchHits('"abc"', etag)).toBe(true);
    expect(ifNoneMatchHits('"x", W/"abc"', etag)).toBe(true);
    expect(ifNoneMatchHits('*', etag)).toBe(true);
    expect(ifNoneMatchHits('W/"abd"', etag)).toBe(false);
    expect(ifNoneMatchHits(undefined, etag)).toBe(false);
    expect(ifNoneMatchHits('', etag)).toBe(false);
  });
});

describe('publicCacheControl', () => {
  it('says public, max-age and stale-while-revalidate in whole seconds', () => {
    expect(publicCacheControl(30.7, 300)).toBe('public, max-age=30, stale-while-revalidate=300');
    expect(publicCacheControl(-5, 300)).toBe('public, max-age=0, stale-while-revalidate=300');
  });
});

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
    ['gzip;q=0', undefined],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
