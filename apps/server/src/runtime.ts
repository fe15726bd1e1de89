import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ConfigError, startupWarnings, type Config } from './env';
import { openDatabase, type Database } from './db/client';
import { migrateDatabase } from './db/migrate';
import { withStartupLock } from './db/startup-lock';
import { openJobQueue, type JobQueue } from './jobs/queue';
import { createJobRequests } from './jobs/job-requests';
import { seedDemoData } from './services/seed';
import { ensureFirstAdmin } from './services/back-office';
import { unservedOperatorIds } from './services/operators';
import { buildApp } from './app';
import { queueDefinitions, startWorker } from './worker';
import { createLogger } from './lib/logger';
import { createCounterStore, type CounterStore } from './lib/counter-store';
import { createContentCache } from './services/content-cache';
import { firstAdminNotice, type FirstAdmin } from './lib/start-banner';
import { createSmsDriver, type OperatorSmsDrivers, operatorSmsDrivers } from './drivers/sms/index';
import { createInboundSmsRelay, type InboundSmsRelay } from './drivers/sms/inbound-relay';
import { receiveInboundSms } from './services/phone-channels';
import { oneApiTokensFor } from './drivers/oneapi/index';
import { createCharging, type OperatorCharging } from './services/billing';
import { recordDeliveryReceipt } from './services/sms';

export interface Runtime {
  config: Config;
  database: Database;
  queue: JobQueue;
  counters: CounterStore;
  app: FastifyInstance | undefined;
  log: FastifyBaseLogger;
  /** The first back-office account when this start created it (its password is shown once). */
  firstAdmin: FirstAdmin | null;
  /** Graceful stop: no new requests, in-flight requests and jobs finish, pools close. */
  close(): Promise<void>;
}

/** The outside systems of one process, built once from the configuration and passed in the deps. */
export interface Drivers {
  /**
   * Each operator's SMS gateway (SMS_DRIVER, or the operator's `sms_driver`): one SMPP session per
   * operator for the sign-in path and the `sms.send` job alike.
   */
  smsDrivers: OperatorSmsDrivers;
  /** Each operator's charging gateway and the limiter of its own CHARGING_TPS in front of it. */
  charging: OperatorCharging;
  /** Subscribers' SMS arriving on the SMS gateway's own link (SMPP), for the keyword channel. */
  inboundSms: InboundSmsRelay;
}

/**
 * Builds the process's drivers. The API, the worker and the CLI of one process share them, so an
 * SMPP bind (and the receipts it brings back) and the simulated gateway's memory exist once.
 * Nothing connects yet: an SMPP driver binds on its first send. The caller closes `smsDrivers`
 * after the last job that could use it.
 */
export function createDrivers(config: Config, database: Database, log: FastifyBaseLogger): Drivers {
  const oneApiTokens = oneApiTokensFor(config);
  // One OneAPI token client per set of credentials: without the operators file the one operator's
  // SMS and charging share the process's client, as they share the gateway.
  const tokensOf = (operator: Config['operators'][number]) =>
    config.operatorsFile ? oneApiTokensFor(operator) : oneApiTokens;
  const inboundSms = createInboundSmsRelay((error) => {
    log.error({ err: error }, 'could not handle an inbound SMS from the SMS gateway');
  });
  return {
    inboundSms,
    smsDrivers: operatorSmsDrivers(
      new Map(
        config.operators.map((operator) => [
          operator.id,
          createSmsDriver(
            { ...config, sms: operator.sms, publicUrl: operator.publicUrl },
            {
              log,
              oneApiTokens: tokensOf(operator),
              onInbound: (message) => inboundSms.deliver({ ...message, operatorId: operator.id }),
              onReceipt: (receipt) => {
                recordDeliveryReceipt(database.db, operator.id, receipt).catch((error: unknown) => {
                  log.error({ err: error }, 'could not record an SMS delivery receipt');
                });
              },
            },
          ),
        ]),
      ),
    ),
    charging: createCharging(config, database, tokensOf),
  };
}

export function databaseConfigFor(config: Config) {
  return config.databaseUrl
    ? ({ kind: 'postgres', url: config.databaseUrl } as const)
    : ({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') } as const);
}

/**
 * Opens the database and brings it up to date: migrations, demo seed on an empty database, and the
 * first back-office account (returned once with its password so the start can print it).
 */
export async function prepareDatabase(config: Config, log: FastifyBaseLogger) {
  if (!config.databaseUrl && config.role !== 'all') {
    // PGlite lives inside one process: API and worker cannot be split without PostgreSQL.
    throw new Error('APP_ROLE=api or worker needs DATABASE_URL (the embedded database is single-process)');
  }
  const database = await openDatabase(databaseConfigFor(config));
  const firstAdmin = await withStartupLock(database, async () => {
    await migrateDatabase(database);
    await refuseUnservedOperators(config, database);
    const { seeded } = await seedDemoData(database.db, {
      serviceShortCode: config.serviceShortCode,
      supportPhone: config.supportPhone,
      timeZone: config.timeZone,
    });
    if (seeded) log.info('seeded demo data on an empty database');
    return ensureFirstAdmin(database.db);
  });
  return { database, firstAdmin };
}

/**
 * Refuses a start whose stored subscribers, plans or ledger rows name an operator the configuration
 * does not serve (docs/operators.md#moving-rows): they would be left with no gateway to reach them.
 */
export async function refuseUnservedOperators(config: Config, database: Database): Promise<void> {
  const configured = config.operators.map((operator) => operator.id);
  const [unserved] = await unservedOperatorIds(database.db, configured);
  if (unserved === undefined) return;
  const source = config.operatorsFile ? `OPERATORS_FILE ${config.operatorsFile}` : 'OPERATORS_FILE (unset)';
  throw new ConfigError(
    `Invalid configuration: ${source}: operator ${unserved} is named by stored rows but not configured; ` +
      `add it, or move its rows: npm run operators:assign -- --from ${unserved} --to ${configured[0]}`,
  );
}

/** Starts what APP_ROLE asks for: the HTTP API, the job worker, or both (the default). */
export async function startRuntime(config: Config): Promise<Runtime> {
  const log = createLogger(config);
  for (const warning of startupWarnings(config)) log.warn(warning);
  const { database, firstAdmin } = await prepareDatabase(config, log);
  try {
    return await startServices(config, log, database, firstAdmin);
  } catch (error) {
    // The account exists from now on: a start that fails later (port taken) still shows its login.
    if (firstAdmin) process.stdout.write(`\n${firstAdminNotice(config.publicUrl, firstAdmin)}\n`);
    throw error;
  }
}

async function startServices(
  config: Config,
  log: FastifyBaseLogger,
  database: Database,
  firstAdmin: FirstAdmin | null,
): Promise<Runtime> {
  const isWorker = config.role !== 'api';
  const queue = await openJobQueue(database, { isWorker, log, queues: queueDefinitions });
  const jobs = createJobRequests(queue);
  const drivers = createDrivers(config, database, log);
  const counters = createCounterStore(config.redisUrl, config.redisPrefix);
  // Invalidations of cached public content reach every API process through Redis when it is set;
  // the worker's jobs (imported rates) invalidate through it too.
  const contentCache = createContentCache({
    redisUrl: config.redisUrl,
    channel: `${config.redisPrefix}content-cache:invalidate`,
    log,
  });
  if (isWorker) await startWorker({ config, database, queue, jobs, log, contentCache, ...drivers });
  if (config.role === 'worker') {
    // No HTTP app here to take the SMPP link's inbound SMS (buildApp attaches it otherwise).
    const deps = { config, database, jobs, log, contentCache, ...drivers };
    drivers.inboundSms.attach((message) =>
      receiveInboundSms(deps, { channel: 'smpp', ...message, payload: message }),
    );
  }
  let app: FastifyInstance | undefined;
  if (config.role !== 'worker') {
    app = await buildApp({ config, database, queue, jobs, counters, contentCache, ...drivers });
    await app.listen({ port: config.port, host: config.host });
  }

  return {
    config,
    database,
    queue,
    counters,
    app,
    log,
    firstAdmin,
    async close() {
      // Order matters: stop taking requests and let those in flight finish (they may queue jobs),
      // then let running jobs finish, and only then close what both of them use.
      const budgetMs = config.shutdownTimeoutS * 1000;
      const started = Date.now();
      if (app) await app.close();
      // pg-boss waits for active jobs up to this timeout; what is left is retried by another worker.
      const left = Math.max(1000, budgetMs - (Date.now() - started) - 1000);
      await queue.stop({ graceful: true, timeout: left, close: true });
      // After the jobs: a running `sms.send` may still need the gateway (an SMPP unbind here).
      await drivers.smsDrivers.close();
      await counters.close();
      await contentCache.close();
      await database.close();
    },
  };
}
