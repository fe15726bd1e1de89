import { randomUUID } from 'node:crypto';
import type { ContentEncoding } from '../../lib/http-cache';
import { weakEtag } from '../../lib/http-cache';
import { createRedisInvalidationBus, type InvalidationBus } from './redis-invalidation-bus';

/**
 * The in-process cache of public content (docs/design.md#content-cache-and-hot-reads: hot public reads never
 * cost a query per request; PGlite answers ~1,000 queries a second). Two levels:
 *
 * - datasets: what a family of endpoints is computed from (the latest rate of every pair, every
 *   published news summary…), loaded once from the database;
 * - responses: the serialised JSON body of one endpoint for one normalised query, with its ETag
 *   and, once asked for, its gzip/brotli encodings; bounded (LRU by count and bytes), since query
 *   strings come from anyone.
 *
 * Every entry carries tags naming what it was built from. A write calls `invalidate(tags)` after
 * its transaction commits: matching entries go at once, and a load that was running while the
 * write committed is not stored (each tag has a version, compared when the load ends). With
 * REDIS_URL the invalidation is also published, so every API process drops its copies; while that
 * subscription is down, entries live one second only, so no process serves old content for long.
 *
 * Entries also carry a deadline: their TTL (a safety net for writes that forget to invalidate)
 * and, from their builder, the moment the content changes by itself (a rate turning stale, the
 * Aden midnight that moves "since the previous day").
 */

/** What cached content is built from; writes invalidate by these names. */
export const CONTENT_TAGS = {
  rates: 'rates',
  referenceRates: 'reference-rates',
  currencies: 'currencies',
  priceSources: 'price-sources',
  priceLists: 'price-lists',
  categories: 'categories',
  categoryPrices: 'category-prices',
  exchangeCompanies: 'exchange-companies',
  news: 'news',
  informations: 'informations',
} as const;
export type ContentTag = (typeof CONTENT_TAGS)[keyof typeof CONTENT_TAGS];

/** A loaded value and the instant (epoch ms) it stops being true by itself, if any. */
export interface Loaded<T> {
  value: T;
  validUntil?: number;
}

/** A cached response body: sent as is, compared by ETag, compressed once per encoding. */
export interface CachedResponse {
  body: string;
  /** `body` in UTF-8, sent as is: no per-request encoding or length scan of a large JSON string. */
  bytes: Buffer;
  /** `bytes.length`. */
  size: number;
  etag: string;
  /** Epoch ms until which the entry is served; HTTP `max-age` is bounded by it. */
  validUntil: number;
  encoded: Partial<Record<ContentEncoding, Buffer>>;
}

/** What a writer needs: the back office, imports and alerts call this. */
export interface ContentInvalidator {
  /** Drops every cached entry built from one of these tags, here and (with Redis) in every process. */
  invalidate(tags: readonly ContentTag[] | 'all'): Promise<void>;
}

export interface ContentCache extends ContentInvalidator {
  dataset<T>(name: string, tags: readonly ContentTag[], load: () => Promise<Loaded<T>>): Promise<Loaded<T>>;
  response(
    key: string,
    tags: readonly ContentTag[],
    build: () => Promise<{ body: string; validUntil?: number }>,
  ): Promise<CachedResponse>;
  /** The cached response when one is fresh, without waiting: the hot path of every read. */
  peekResponse(key: string): CachedResponse | undefined;
  /** Resolves once invalidations from other processes are received (at once without Redis). */
  whenLive(): Promise<void>;
  /** Hit and miss counts, for tests and the benchmark. */
  stats(): { hits: number; misses: number; entries: number; bytes: number };
  close(): Promise<void>;
}

export interface ContentCacheOptions {
  /** Share invalidations through Redis pub/sub (several API processes). */
  redisUrl?: string | undefined;
  /** Channel of the invalidation messages; processes of one deployment share it. */
  channel?: string;
  /** Upper bound of any entry's life, in case a write somewhere forgets to invalidate. */
  ttlMs?: number;
  /** Entry life while the Redis subscription is down and invalidations may be missed. */
  degradedTtlMs?: number;
  maxResponses?: number;
  maxResponseBytes?: number;
  log?: { warn(object: object, message: string): void };
  now?: () => number;
}

interface Entry<T> {
  value: T;
  tags: readonly ContentTag[];
  validUntil: number;
  bytes: number;
  /** The store's move count when this entry last went to the end of the LRU order. */
  movedAt: number;
}

/** One keyed store with tag invalidation, single-flight loads and optional LRU bounds. */
class TaggedStore<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly inflight = new Map<
    string,
    { promise: Promise<Loaded<T>>; tags: readonly ContentTag[]; token: object }
  >();
  private bytes = 0;
  /** Moves to the end of the LRU order so far (stores and touches). */
  private moves = 0;
  hits = 0;
  misses = 0;

  constructor(
    private readonly versions: Map<string, number>,
    private readonly now: () => number,
    private readonly ttl: () => number,
    private readonly bounds: { maxEntries: number; maxBytes: number; sizeOf: (value: T) => number },
  ) {}

  /** A fresh entry, synchronously (no promise hop on the hot path); counts as a hit. */
  peek(key: string): T | undefined {
    const hit = this.entries.get(key);
    if (!hit || hit.validUntil <= this.now()) return undefined;
    this.hits++;
    this.touch(key, hit);
    return hit.value;
  }

  async get(key: string, tags: readonly ContentTag[], load: () => Promise<Loaded<T>>): Promise<Loaded<T>> {
    const hit = this.entries.get(key);
    if (hit && hit.validUntil > this.now()) {
      this.hits++;
      this.touch(key, hit);
      return { value: hit.value, validUntil: hit.validUntil };
    }
    if (hit) this.remove(key);
    const pending = this.inflight.get(key);
    if (pending) return pending.promise;

    this.misses++;
    const before = this.versionsOf(tags);
    const token = {};
    const promise = (async () => {
      // Start the loader only once this load is registered, so its `finally` always finds it.
      await Promise.resolve();
      try {
        const loaded = await load();
        const validUntil = Math.min(loaded.validUntil ?? Infinity, this.now() + this.ttl());
        // A write that committed while this load ran bumped a version: its result may predate the
        // write, so it is handed to the requests that waited for it but never kept.
        if (this.versionsOf(tags) === before && validUntil > this.now()) {
          this.store(key, {
            value: loaded.value,
            tags,
            validUntil,
            bytes: this.bounds.sizeOf(loaded.value),
            movedAt: 0,
          });
        }
        return { value: loaded.value, validUntil };
      } finally {
        if (this.inflight.get(key)?.token === token) this.inflight.delete(key);
      }
    })();
    this.inflight.set(key, { promise, tags, token });
    return promise;
  }

  invalidate(tags: ReadonlySet<string> | 'all'): void {
    for (const [key, entry] of this.entries) {
      if (tags === 'all' || entry.tags.some((tag) => tags.has(tag))) this.remove(key);
    }
    // New requests must not join a load that started before the write.
    for (const [key, pending] of this.inflight) {
      if (tags === 'all' || pending.tags.some((tag) => tags.has(tag))) this.inflight.delete(key);
    }
  }

  size() {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private versionsOf(tags: readonly ContentTag[]): string {
    return [this.versions.get('*') ?? 0, ...tags.map((tag) => this.versions.get(tag) ?? 0)].join(',');
  }

  /**
   * Re-inserting moves a key to the end of the Map's order: least recently used go first. An entry
   * already among the newest quarter of that order stays where it is: a Map delete and insert on
   * every read of a busy URL showed in the hot reads' profile, and eviction stays LRU to within a
   * quarter of the bound.
   */
  private touch(key: string, entry: Entry<T>) {
    if (this.bounds.maxEntries === Infinity) return;
    if (this.moves - entry.movedAt < this.bounds.maxEntries / 4) return;
    entry.movedAt = ++this.moves;
    this.entries.delete(key);
    this.entries.set(key, entry);
  }

  private store(key: string, entry: Entry<T>) {
    this.remove(key);
    entry.movedAt = ++this.moves;
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.bounds.maxEntries && this.bytes <= this.bounds.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

export function createContentCache(options: ContentCacheOptions = {}): ContentCache {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? 60_000;
  const degradedTtlMs = options.degradedTtlMs ?? 1_000;
  const versions = new Map<string, number>();
  let bus: InvalidationBus | undefined;
  const ttl = () => (bus && !bus.isLive() ? degradedTtlMs : ttlMs);

  const datasets = new TaggedStore<unknown>(versions, now, ttl, {
    maxEntries: Infinity,
    maxBytes: Infinity,
    sizeOf: () => 0,
  });
  const responses = new TaggedStore<CachedResponse>(versions, now, ttl, {
    maxEntries: options.maxResponses ?? 5_000,
    maxBytes: options.maxResponseBytes ?? 64 * 1024 * 1024,
    // The string (UTF-16) and its UTF-8 bytes, plus room for the compressed copies (smaller still).
    sizeOf: (response) => response.body.length * 2 + response.size * 2,
  });

  const dropLocally = (tags: readonly string[] | 'all') => {
    const set = tags === 'all' ? 'all' : new Set<string>(tags);
    for (const tag of tags === 'all' ? ['*'] : tags) versions.set(tag, (versions.get(tag) ?? 0) + 1);
    datasets.invalidate(set);
    responses.invalidate(set);
  };

  const origin = randomUUID();
  if (options.redisUrl) {
    bus = createRedisInvalidationBus({
      url: options.redisUrl,
      channel: options.channel ?? 'sarraf:content-cache:invalidate',
      origin,
      onInvalidate: dropLocally,
      // Messages may have been missed while the subscription was down: start afresh.
      onResubscribed: () => dropLocally('all'),
      log: options.log,
    });
  }

  return {
    async dataset<T>(name: string, tags: readonly ContentTag[], load: () => Promise<Loaded<T>>) {
      return (await datasets.get(`dataset:${name}`, tags, load)) as Loaded<T>;
    },

    async response(key, tags, build) {
      const loaded = await responses.get(key, tags, async () => {
        const built = await build();
        const validUntil = Math.min(built.validUntil ?? Infinity, now() + ttl());
        return {
          value: {
            body: built.body,
            bytes: Buffer.from(built.body),
            size: Buffer.byteLength(built.body),
            etag: weakEtag(built.body),
            validUntil,
            encoded: {},
          },
          validUntil,
        };
      });
      return loaded.value;
    },

    peekResponse(key) {
      return responses.peek(key);
    },

    async invalidate(tags) {
      dropLocally(tags);
      await bus?.publish(tags);
    },

    whenLive() {
      return bus ? bus.whenLive() : Promise.resolve();
    },

    stats() {
      const { entries, bytes } = responses.size();
      return {
        hits: responses.hits + datasets.hits,
        misses: responses.misses + datasets.misses,
        entries: entries + datasets.size().entries,
        bytes,
      };
    },

    async close() {
      await bus?.close();
    },
  };
}
