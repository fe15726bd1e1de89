import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../env';
import type { Database } from '../db/client';
import type { OperatorSmsDrivers } from '../drivers/sms/index';
import type { OperatorCharging } from '../services/billing';
import type { ContentInvalidator } from '../services/content-cache';
import type { JobRequests } from '../services/job-requests';
import type { JobQueue, QueueDefinition } from './queue';

/** What a job's handler gets: the process's database, queue, gateways and log (runtime.ts). */
export interface WorkerDependencies {
  config: Config;
  database: Database;
  queue: JobQueue;
  /** The jobs services may ask for, over `queue` (jobs/job-requests.ts). */
  jobs: JobRequests;
  log: FastifyBaseLogger;
  /** The gateways of this process (runtime.ts `createDrivers`), the same ones the API uses. */
  smsDrivers: OperatorSmsDrivers;
  charging: OperatorCharging;
  /**
   * Drops cached public content a job changed (imported rates): in this process, and through
   * Redis in every API process when it is set.
   */
  contentCache: ContentInvalidator;
}

/**
 * One background job, whole: its dotted name, its payload's schema, its queue options and the
 * handler a worker process runs for it. worker.ts lists them.
 */
export interface JobDefinition<Payload = unknown> extends QueueDefinition {
  /** Checked before the handler runs: a malformed job fails (and is logged) instead of half-running. */
  payload: z.ZodType<Payload>;
  // A method, so a list of jobs with different payloads type-checks as `JobDefinition[]`.
  work(deps: WorkerDependencies, payload: Payload): Promise<void>;
  /** Parallel jobs of this kind per worker process. */
  concurrency?: number;
  /**
   * How often an idle slot looks for this job (seconds): `notifyPollingIntervalSeconds` while the
   * queue's listener wakes it on each new job (pg-boss's default 30), `pollingIntervalSeconds`
   * without a listener (default 2). Only for jobs a person waits for.
   */
  polling?: { pollingIntervalSeconds?: number; notifyPollingIntervalSeconds?: number };
  /** A cron expression (UTC): worker processes schedule the job with it (pg-boss runs each tick once). */
  schedule?: string;
}

export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}

/** The payload of a scheduled or on-demand sweep: nothing is read from it (pg-boss may send `{}` or null). */
export const ZNoPayload = z.unknown();
