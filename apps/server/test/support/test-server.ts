import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app';
import { openDatabase, type Database } from '../../src/db/client';
import { loadConfig, type Config } from '../../src/env';
import { openJobQueue, type JobQueue } from '../../src/jobs/queue';
import { createJobRequests } from '../../src/jobs/job-requests';
import { queueDefinitions } from '../../src/worker';
import { createDrivers } from '../../src/runtime';
import { createCounterStore, type CounterStore } from '../../src/lib/counter-store';
import { type ContentCache, createContentCache } from '../../src/services/content-cache';
import { copyTemplate, type TemplateName } from './databases';
import { silentLogger } from './silent-logger';
import { type ApiClient, createApiClient } from '@sarraf/contracts/typed-client';

export interface TestServer {
  url: string;
  app: FastifyInstance;
  database: Database;
  queue: JobQueue;
  counters: CounterStore;
  contentCache: ContentCache;
  config: Config;
  /** The typed client: calls by contract name, answers parsed by the contract (@sarraf/contracts/typed-client). */
  api: ApiClient;
  /** fetch against the server with the portal's headers; JSON bodies are encoded. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

/** fetch against `url` with the portal's headers, a JSON body encoded: a TestServer's `request`. */
export function requestTo(url: string): TestServer['request'] {
  return (path, init = {}) => {
    const { json, headers, ...rest } = init;
    return fetch(url + path, {
      ...rest,
      headers: {
        'accept-language': 'ar',
        accept: 'application/json',
        ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(headers as Record<string, string> | undefined),
      },
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
  };
}

export interface TestServerOptions {
  /** `seeded` (default) carries the demo data; `empty` is migrated only. */
  template?: TemplateName;
  /** Extra environment, validated by the real env/ (loading writes nothing into DATA_DIR). */
  env?: Record<string, string>;
  serveApps?: boolean;
  /** Captures the app's log (at LOG_LEVEL) for tests of what is logged. */
  logStream?: { write(line: string): void };
  /** Adds test-only routes or hooks before the server starts listening. */
  beforeListen?: (app: FastifyInstance) => void | Promise<void>;
  /** Sees every route as the app registers it. */
  onRoute?: AppOptions['onRoute'];
}

/**
 * A real listening server on a private copy of a migrated database (API tests go through a
 * real HTTP server and a real database). Runs on PGlite, or on PostgreSQL when TEST_DB=postgres.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const copy = await copyTemplate(inject('templates')[options.template ?? 'seeded']);
  const database = await openDatabase(copy.config);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: copy.config.kind === 'pglite' ? copy.config.dataDir : '/tmp/sarraf-test-data',
    APP_SECRET: 'test-secret-test-secret-test-secret-000',
    ...options.env,
  });
  const queue = await openJobQueue(database, {
    isWorker: false,
    log: silentLogger,
    queues: queueDefinitions,
  });
  // In-process counters unless the test asks for the shared store (env REDIS_URL).
  const counters = createCounterStore(config.redisUrl, config.redisPrefix);
  const contentCache = createContentCache({
    redisUrl: config.redisUrl,
    channel: `${config.redisPrefix}content-cache:invalidate`,
  });
  // One set of gateways per server, as per process: its app and any worker a test starts share them.
  const drivers = createDrivers(config, database, silentLogger);
  const app = await buildApp(
    { config, database, queue, jobs: createJobRequests(queue), counters, contentCache, ...drivers },
    {
      serveApps: options.serveApps ?? false,
      ...(options.logStream ? { logStream: options.logStream } : {}),
      ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    },
  );
  await options.beforeListen?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    app,
    database,
    queue,
    counters,
    contentCache,
    config,
    api: createApiClient(url),
    request: requestTo(url),
    async close() {
      await app.close();
      await queue.stop({ graceful: false, close: true });
      await drivers.smsDrivers.close();
      await counters.close();
      await contentCache.close();
      await database.close();
      await copy.drop();
    },
  };
}
