import { describe, expect, it } from 'vitest';
import { CONTENT_TAGS, createContentCache } from './content-cache';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('the content cache', () => {
  it('loads a dataset once and serves it from memory', async () => {
    const cache = createContentCache();
    let loads = 0;
    const load = () => Promise.resolve({ value: ++loads });
    expect((await cache.dataset('d', [CONTENT_TAGS.news], load)).value).toBe(1);
    expect((await cache.dataset('d', [CONTENT_TAGS.news], load)).value).toBe(1);
    expect(loads).toBe(1);
  });

  it('shares one load between concurrent misses (no stampede on the database)', async () => {
    const cache = createContentCache();
    const gate = deferred<void>();
    let loads = 0;
    const load = async () => {
      loads++;
      await gate.promise;
      return { body: '{"data":[]}' };
    };
    const all = Promise.all(Array.from({ length: 50 }, () => cache.response('k', [CONTENT_TAGS.news], load)));
    gate.resolve();
    const results = await all;
    expect(loads).toBe(1);
    expect(new Set(results.map((r) => r.etag)).size).toBe(1);
  });

  it('drops what a tag names and keeps the rest', async () => {
    const cache = createContentCache();
    let version = 0;
    const build = () => Promise.resolve({ body: `{"v":${++version}}` });
    const news = await cache.response('news', [CONTENT_TAGS.news], build);
    const rates = await cache.response('rates', [CONTENT_TAGS.rates, CONTENT_TAGS.currencies], build);
    await cache.invalidate([CONTENT_TAGS.currencies]);
    expect((await cache.response('news', [CONTENT_TAGS.news], build)).body).toBe(news.body);
    expect((await cache.response('rates', [CONTENT_TAGS.rates], build)).body).not.toBe(rates.body);
    await cache.invalidate('all');
    expect((await cache.response('news', [CONTENT_TAGS.news], build)).body).not.toBe(news.body);
  });

  it('never keeps a load that was running while its content was invalidated', async () => {
    const cache = createContentCache();
    const gate = deferred<void>();
    let calls = 0;
    const slow = async () => {
      const call = ++calls;
      if (call === 1) await gate.promise;
      return { value: call === 1 ? 'before the write' : 'after the write' };
    };
    const pending = cache.dataset('d', [CONTENT_TAGS.rates], slow);
    await cache.invalidate([CONTENT_TAGS.rates]);
    // A request after the write does not join the old load.
    const after = cache.dataset('d', [CONTENT_TAGS.rates], slow);
    gate.resolve();
    expect((await pending).value).toBe('before the write');
    expect((await after).value).toBe('after the write');
    expect((await cache.dataset('d', [CONTENT_TAGS.rates], slow)).value).toBe('after the write');
  });

  it('rebuilds an entry at its own deadline and at the TTL', async () => {
    let now = 1_000_000;
    const cache = createContentCache({ now: () => now, ttlMs: 60_000 });
    let builds = 0;
    const build = () => Promise.resolve({ body: String(++builds), validUntil: now + 5_000 });
    await cache.response('k', [CONTENT_TAGS.rates], build);
    now += 4_999;
    expect((await cache.response('k', [CONTENT_TAGS.rates], build)).body).toBe('1');
    now += 2;
    expect((await cache.response('k', [CONTENT_TAGS.rates], build)).body).toBe('2');
    const noDeadline = () => Promise.resolve({ body: String(++builds) });
    await cache.response('t', [CONTENT_TAGS.news], noDeadline);
    now += 60_001;
    expect((await cache.response('t', [CONTENT_TAGS.news], noDeadline)).body).not.toBe('3');
  });

  it('does not cache a failed load', async () => {
    const cache = createContentCache();
    let calls = 0;
    const flaky = () =>
      ++calls === 1 ? Promise.reject(new Error('database away')) : Promise.resolve({ body: 'ok' });
    await expect(cache.response('k', [CONTENT_TAGS.news], flaky)).rejects.toThrow('database away');
    expect((await cache.response('k', [CONTENT_TAGS.news], flaky)).body).toBe('ok');
  });

  it('evicts the least recently used responses beyond its bounds', async () => {
    const cache = createContentCache({ maxResponses: 3 });
    let builds = 0;
    const build = () => Promise.resolve({ body: `{"n":${++builds}}` });
    for (const key of ['a', 'b', 'c']) await cache.response(key, [CONTENT_TAGS.news], build);
    await cache.response('a', [CONTENT_TAGS.news], build); // a is now the most recent
    await cache.response('d', [CONTENT_TAGS.news], build); // evicts b
    const before = builds;
    await cache.response('a', [CONTENT_TAGS.news], build);
    await cache.response('c', [CONTENT_TAGS.news], build);
    expect(builds).toBe(before);
    await cache.response('b', [CONTENT_TAGS.news], build);
    expect(builds).toBe(before + 1);
    expect(cache.stats().entries).toBe(3);
  });

  it('gives each body a weak ETag that follows its content', async () => {
    const cache = createContentCache();
    const one = await cache.response('x', [CONTENT_TAGS.news], () => Promise.resolve({ body: '{"a":1}' }));
    const same = await cache.response('y', [CONTENT_TAGS.news], () => Promise.resolve({ body: '{"a":1}' }));
    const other = await cache.response('z', [CONTENT_TAGS.news], () => Promise.resolve({ body: '{"a":2}' }));
    expect(one.etag).toMatch(/^W\//);
    expect(same.etag).toBe(one.etag);
    expect(other.etag).not.toBe(one.etag);
    expect(one.size).toBe(7);
  });
});
