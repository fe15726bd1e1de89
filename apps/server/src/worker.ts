import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './env';
import type { Database } from './db/client';
import type { JobQueue, QueueDefinition } from './jobs/queue';

export interface WorkerDependencies {
  config: Config;
  database: Database;
  queue: JobQueue;
  log: FastifyBaseLogger;
}

/** One background job: its queue and the handler a worker process runs for it. */
export interface JobDefinition extends QueueDefinition {
  work(deps: WorkerDependencies, data: unknown): Promise<void>;
  /** Parallel jobs of this kind per worker process. */
  concurrency?: number;
}

/** Every job the worker runs; features add theirs here (renewals, SMS sending, alerts…). */
export const jobDefinitions: readonly JobDefinition[] = [];

export const queueDefinitions: readonly QueueDefinition[] = jobDefinitions.map(({ name, options }) => ({
  name,
  ...(options ? { options } : {}),
}));

/** Starts working every job of `jobDefinitions` on an open queue (APP_ROLE worker or all). */
export async function startWorker(deps: WorkerDependencies, jobs: readonly JobDefinition[] = jobDefinitions) {
  for (const job of jobs) {
    await deps.queue.work(
      job.name,
      { batchSize: 1, localConcurrency: job.concurrency ?? 1 },
      async ([item]) => {
        if (item) await job.work(deps, item.data);
      },
    );
  }
  deps.log.info({ jobs: jobs.map((job) => job.name) }, 'worker started');
}
