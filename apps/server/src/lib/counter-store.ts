import { Redis } from 'ioredis';

export interface CounterHit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Seconds until the window resets. */
  resetInS: number;
}

/**
 * Fixed-window counters for rate limits and send budgets (docs/design.md#stack: in-process when REDIS_URL is
 * unset, shared through Redis when several API processes must agree on one limit).
 */
export interface HitOptions {
  /** Restart the window at every hit: the key lives until `windowS` passes without a hit. */
  sliding?: boolean;
}

export interface CounterStore {
  hit(key: string, windowS: number, cost?: number, options?: HitOptions): Promise<CounterHit>;
  peek(key: string): Promise<CounterHit>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.expiresAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  // Expired windows are dropped as they are met and swept once a minute so the map stays small.
  const sweep = setInterval(() => {
    const at = now();
    for (const [key, entry] of windows) if (entry.expiresAt <= at) windows.delete(key);
  }, 60_000);
  sweep.unref();
  const view = (entry: { count: number; expiresAt: number } | undefined): CounterHit => ({
    count: entry?.count ?? 0,
    resetInS: entry ? Math.max(1, Math.ceil((entry.expiresAt - now()) / 1000)) : 0,
  });
  return {
    hit(key, windowS, cost = 1, options = {}) {
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowS * 1000 };
      entry.count += cost;
      if (options.sliding) entry.expiresAt = now() + windowS * 1000;
      windows.set(key, entry);
      return Promise.resolve(view(entry));
    },
    peek(key) {
      return Promise.resolve(view(live(key)));
    },
    reset(key) {
      windows.delete(key);
      return Promise.resolve();
    },
    close() {
      clearInterval(sweep);
      windows.clear();
      return Promise.resolve();
    },
  };
}

/**
 * The shared store did not answer. The error handler turns it into a 503 with Retry-After (a
 * Redis outage is a temporary refusal the client may retry, never a 500), and the store keeps
 * reconnecting in the background, so the next request after Redis is back succeeds.
 */
export class CounterStoreUnavailableError extends Error {
  override name = 'CounterStoreUnavailableError';
  readonly code = 'ECOUNTERSTORE';
  constructor(cause: unknown) {
    super('counter store unavailable', { cause });
  }
}

/** Bound on one counter round trip: a limit check must not hold a request while Redis is away. */
const COMMAND_TIMEOUT_MS = 1_000;

export function createRedisCounterStore(url: string, prefix = 'sarraf:counter:'): CounterStore {
  // Commands fail fast instead of queueing forever while Redis is away (fail, then recover):
  // at most one reconnection per command and a bounded wait; ioredis reconnects on its own.
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    enableOfflineQueue: true,
    lazyConnect: false,
    connectionName: `${prefix}store`,
  });
  redis.on('error', () => {});
  const guarded = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw new CounterStoreUnavailableError(error);
    }
  };
  const toHit = (count: number, ttlMs: number): CounterHit => ({
    count,
    resetInS: ttlMs > 0 ? Math.max(1, Math.ceil(ttlMs / 1000)) : 0,
  });
  return {
    async hit(key, windowS, cost = 1, options = {}) {
      // INCRBY and a TTL set only on the window's first hit (EXPIRE … NX), or at every hit when the
      // window slides, in one round trip.
      const results = await guarded(() =>
        redis
          .multi()
          .incrby(prefix + key, cost)
          .call('expire', prefix + key, String(windowS), ...(options.sliding ? [] : ['NX']))
          .pttl(prefix + key)
          .exec(),
      );
      const count = Number(results?.[0]?.[1] ?? cost);
      const ttl = Number(results?.[2]?.[1] ?? windowS * 1000);
      return toHit(count, ttl);
    },
    async peek(key) {
      const [count, ttl] = await guarded(() =>
        Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]),
      );
      return toHit(Number(count ?? 0), ttl);
    },
    async reset(key) {
      await guarded(() => redis.del(prefix + key));
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** `keyPrefix` (REDIS_PREFIX) separates deployments, or test runs, that share one Redis. */
export function createCounterStore(redisUrl: string | undefined, keyPrefix = 'sarraf:'): CounterStore {
  return redisUrl ? createRedisCounterStore(redisUrl, `${keyPrefix}counter:`) : createMemoryCounterStore();
}
