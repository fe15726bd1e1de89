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
 * API processes open it to send jobs; only worker processes supervise and run schedules.
 */
export async function openJobQueue(
  database: Database,
  options: { isWorker: boolean; log: FastifyBaseLogger; queues: readonly QueueDefinition[] },
): Promise<JobQueue> {
  const common = { supervise: options.isWorker, schedule: options.isWorker, migrate: true };
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ ...common, db: fromPglite(database.pglite!), backend: 'pglite' })
      : new PgBoss({ ...common, connectionString: database.url!, max: 4, application_name: 'sarraf-jobs' });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const queue of options.queues) await boss.createQueue(queue.name, queue.options);
  return boss;
}
