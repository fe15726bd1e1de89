import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../src/db/client';
import { loadConfig, type Config } from '../src/env';
import { createJobRequests } from '../src/jobs/job-requests';
import { openJobQueue } from '../src/jobs/queue';
import { createDrivers } from '../src/runtime';
import { queueDefinitions } from '../src/worker';

/** A benchmark's configuration: test mode, a data folder of its own, a fixed secret, and its own variables. */
export function benchConfig(env: Record<string, string | undefined>): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'sarraf-bench-data-')),
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    ...env,
  });
}

/**
 * What a service needs to run inside a benchmark without a server: the configuration, the database,
 * a job queue that only takes requests (no worker), and the drivers the configuration names.
 * `stop()` closes the queue at once.
 */
export async function benchServices(
  database: Database,
  env: Record<string, string | undefined>,
  log: FastifyBaseLogger,
) {
  const config = benchConfig(env);
  const queue = await openJobQueue(database, { isWorker: false, log, queues: queueDefinitions });
  return {
    deps: { config, database, jobs: createJobRequests(queue), log, ...createDrivers(config, database, log) },
    stop: () => queue.stop({ graceful: false, close: true }),
  };
}
