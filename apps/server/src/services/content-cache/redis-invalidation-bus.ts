import { Redis } from 'ioredis';

/**
 * Carries cache invalidations between API processes over Redis pub/sub (a rate
 * published through one process is served fresh by the others). Pub/sub delivers only to
 * processes subscribed at that moment, so the cache treats a lost subscription as "anything may
 * have changed": it drops everything when the subscription comes back, and keeps entries short
 * while it is down (`isLive`).
 */
export interface InvalidationBus {
  publish(tags: readonly string[] | 'all'): Promise<void>;
  /** True while the subscription is established and messages are being received. */
  isLive(): boolean;
  /** Resolves when the subscription is (back) in place. */
  whenLive(): Promise<void>;
  close(): Promise<void>;
}

interface Message {
  origin: string;
  tags: string[] | 'all';
}

function parseMessage(raw: string): Message | undefined {
  try {
    const message = JSON.parse(raw) as Partial<Message>;
    const tagsOk =
      message.tags === 'all' ||
      (Array.isArray(message.tags) && message.tags.every((tag) => typeof tag === 'string'));
    return typeof message.origin === 'string' && tagsOk ? (message as Message) : undefined;
  } catch {
    return undefined;
  }
}

/** A publish must never hold a back-office write hostage to a Redis outage. */
const PUBLISH_TIMEOUT_MS = 2_000;

export function createRedisInvalidationBus(options: {
  url: string;
  channel: string;
  /** This process's id: its own messages were already applied locally. */
  origin: string;
  onInvalidate(tags: readonly string[] | 'all'): void;
  /** The subscription is back after a loss: invalidations may have been missed meanwhile. */
  onResubscribed(): void;
  log?: { warn(object: object, message: string): void } | undefined;
}): InvalidationBus {
  const { channel, origin } = options;
  // Named after the channel, so an operator (or a test) can find the cache's subscribers in CLIENT LIST.
  const subscriber = new Redis(options.url, {
    autoResubscribe: false,
    maxRetriesPerRequest: null,
    connectionName: `content-cache:${channel}`,
  });
  const publisher = new Redis(options.url, { maxRetriesPerRequest: 2 });
  let live = false;
  let waiters: Array<() => void> = [];
  let everLive = false;
  let closing = false;
  // Errors are reported through the state below; an unhandled 'error' event would crash the process.
  subscriber.on('error', () => {});
  publisher.on('error', () => {});

  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(
      () => {
        live = true;
        if (everLive) options.onResubscribed();
        everLive = true;
        for (const resolve of waiters) resolve();
        waiters = [];
      },
      (error: unknown) => options.log?.warn({ err: error }, 'content cache: Redis subscribe failed'),
    );
  });
  subscriber.on('close', () => {
    if (live && !closing) {
      options.log?.warn({}, 'content cache: Redis subscription lost; short-lived entries until it is back');
      // Entries kept from before could outlive invalidations this process will now miss.
      options.onInvalidate('all');
    }
    live = false;
  });
  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    const message = parseMessage(raw);
    if (message && message.origin !== origin) options.onInvalidate(message.tags);
  });

  return {
    async publish(tags) {
      const payload = JSON.stringify({ origin, tags: tags === 'all' ? 'all' : [...tags] } satisfies Message);
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          publisher.publish(channel, payload),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('publish timed out')), PUBLISH_TIMEOUT_MS);
          }),
        ]);
      } catch (error) {
        // The other processes' entries then expire by their TTL (short while Redis is away).
        options.log?.warn({ err: error }, 'content cache: invalidation not published');
      } finally {
        clearTimeout(timer);
      }
    },
    isLive: () => live,
    whenLive: () => (live ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
    async close() {
      closing = true;
      live = false;
      await Promise.all(
        [subscriber, publisher].map((client) => client.quit().catch(() => client.disconnect())),
      );
    },
  };
}
