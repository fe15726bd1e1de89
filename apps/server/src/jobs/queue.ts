import { PgBoss, fromPglite } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

export type JobQueue = PgBoss;

export interface QueueDefinition {
  /** Dotted job name (`billing.renewal.charge`, `sms.send`). */
  name: string;
  options?: Parameters<PgBoss['createQueue']>[1];
}

/**
 * Opens pg-boss on the application's own database (docs/adr/0003-pg-boss-on-the-apps-own-database.md):
 * through pg-boss's PGlite adapter in the embedded mode, through a small pool of its own with DATABASE_URL.
 * API processes open it to send jobs; only worker processes supervise, run schedules and listen.
 *
 * Every queue is a `notify` queue: creating a job sends a NOTIFY in the same transaction, and a
 * worker listening wakes at once. Polling stays only as a slow backstop, for jobs that fall due
 * later (a retry, a `startAfter`) or a notification lost while the listener reconnected. Sixteen
 * queues polled every 2 s were about 9 fetch queries a second on an idle server (docs/design.md#jobs).
 */
export async function openJobQueue(
  database: Database,
  options: { isWorker: boolean; log: FastifyBaseLogger; queues: readonly QueueDefinition[] },
): Promise<JobQueue> {
  const common = {
    supervise: options.isWorker,
    schedule: options.isWorker,
    useListenNotify: options.isWorker,
    migrate: true,
  };
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ ...common, db: fromPglite(database.pglite!), backend: 'pglite' })
      : new PgBoss({ ...common, connectionString: database.url!, max: 4, application_name: 'sarraf-jobs' });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  // pg-boss's warnings (no listener, so polling only; a slow query; a backlog) are logged by type
  // and message: a slow query's warning carries its SQL parameters, which may hold an SMS text.
  boss.on('warning', (warning) =>
    options.log.warn(
      { warning: (warning.data as { type?: string }).type ?? 'unknown' },
      `job queue: ${warning.message}`,
    ),
  );
  await boss.start();
  await syncQueues(boss, options.queues);
  return boss;
}

/**
 * Creates the missing queues and brings the others to their definitions: pg-boss's createQueue
 * leaves a queue that exists as it was, so a changed retry setting, or `notify`, would otherwise
 * never reach a database made by an earlier release. One read at start; a queue is written only
 * when it differs. The policy cannot change after creation.
 */
async function syncQueues(boss: PgBoss, queues: readonly QueueDefinition[]) {
  const stored = new Map(
    (await boss.getQueues(queues.map((queue) => queue.name))).map((row) => [row.name, row]),
  );
  for (const queue of queues) {
    const settings = { ...queue.options, notify: true };
    const current = stored.get(queue.name) as Record<string, unknown> | undefined;
    if (!current) {
      await boss.createQueue(queue.name, settings);
      continue;
    }
    const { policy: _policy, partition: _partition, ...changeable } = settings;
    if (Object.entries(changeable).some(([key, value]) => current[key] !== value)) {
      await boss.updateQueue(queue.name, changeable);
    }
  }
}
