import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, ensureGeneratedSecrets, loadConfig } from './env';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { withStartupLock } from './db/startup-lock';
import { createDrivers, databaseConfigFor, prepareDatabase } from './runtime';
import { createAdminUser } from './services/back-office';
import { assignOperator, chosenOperator, OperatorAssignError } from './services/operators';
import { createLogger } from './lib/logger';
import { openJobQueue } from './jobs/queue';
import { createJobRequests } from './jobs/job-requests';
import { queueDefinitions } from './worker';
import { type BillingDeps, reconcileCharges, runBillingSweep } from './services/billing';
import { importSettlement, readSettlementColumns, writeSettlementReport } from './services/settlement';

/**
 * Opens what billing needs outside the server: the database (migrated) and the job queue, to hand
 * the SMS notices to the worker. With the embedded database the server must be stopped.
 */
async function withBilling<T>(run: (deps: BillingDeps) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const log = createLogger(config, process.stdout, 'warn');
  const database = await openDatabase(databaseConfigFor(config));
  try {
    await withStartupLock(database, () => migrateDatabase(database));
    const queue = await openJobQueue(database, { isWorker: false, log, queues: queueDefinitions });
    const drivers = createDrivers(config, database, log);
    try {
      return await run({ config, database, jobs: createJobRequests(queue), log, ...drivers });
    } finally {
      await queue.stop({ graceful: true, timeout: 10_000, close: true });
      await drivers.smsDrivers.close();
    }
  } finally {
    await database.close();
  }
}

/**
 * Ops commands (`npm run migrate | seed | admin:create | billing:* | operators:assign`, docs/operations.md#ops-commands).
 * With the embedded database they run while the server is stopped: PGlite is single-process.
 */
const commands: Record<string, (argv: string[]) => Promise<void>> = {
  async migrate() {
    const database = await openDatabase(databaseConfigFor(loadConfig()));
    try {
      await withStartupLock(database, () => migrateDatabase(database));
      process.stdout.write('Migrations applied.\n');
    } finally {
      await database.close();
    }
  },
  async seed() {
    const config = loadConfig();
    const log = createLogger(config);
    const { database, firstAdmin } = await prepareDatabase({ ...config, role: 'all' }, log);
    await database.close();
    if (firstAdmin)
      process.stdout.write(`First back-office login: ${firstAdmin.email} / ${firstAdmin.password}\n`);
    process.stdout.write(
      'Database migrated; demo data is present (it is only added to an empty database).\n',
    );
  },
  /**
   * `npm run billing:sweep -- --now ISO`: the renewals due at that instant, then the
   * reminders due (docs/security.md#prices-and-consent); idempotent.
   */
  async 'billing:sweep'(argv) {
    const { values } = parseArgs({
      args: argv,
      options: { now: { type: 'string' }, batch: { type: 'string', default: '500' } },
    });
    const now = values.now ? new Date(values.now) : new Date();
    const batchSize = Number(values.batch);
    if (Number.isNaN(now.getTime()) || !Number.isInteger(batchSize) || batchSize < 1) {
      throw new ConfigError('usage: billing:sweep [--now ISO-8601 instant] [--batch N]');
    }
    const result = await withBilling((deps) => runBillingSweep(deps, { now, batchSize }));
    process.stdout.write(`${JSON.stringify(result)}\n`);
  },
  /**
   * Settles charges a crash left pending (the worker's `billing.reconcile` job, run by hand), e.g.
   * right after restarting a crashed worker: `--older-than-s 0` when no charge can still be in flight.
   */
  async 'billing:reconcile'(argv) {
    const { values } = parseArgs({
      args: argv,
      options: { 'older-than-s': { type: 'string', default: '120' } },
    });
    const olderThanS = Number(values['older-than-s']);
    if (!Number.isFinite(olderThanS) || olderThanS < 0)
      throw new ConfigError('--older-than-s must be a number of seconds');
    const result = await withBilling((deps) =>
      reconcileCharges(deps, { olderThanMs: olderThanS * 1000, limit: 100_000 }),
    );
    process.stdout.write(`${JSON.stringify(result)}\n`);
  },
  /**
   * `npm run billing:settle -- --file F` (docs/revenue.md#settlement): reconciles the operator's
   * settlement file with the ledger, writes the report under DATA_DIR/settlements and prints its
   * path, then the JSON summary as the last line. Only reports; the same file again changes nothing.
   */
  async 'billing:settle'(argv) {
    const { values } = parseArgs({
      args: argv,
      options: { file: { type: 'string' }, operator: { type: 'string' } },
    });
    if (!values.file) throw new ConfigError('usage: billing:settle [--operator ID] --file settlement.csv');
    const file = path.resolve(values.file);
    if (!existsSync(file)) throw new ConfigError(`no such file: ${values.file}`);
    const config = loadConfig();
    // Whose file it is: matched against that operator's ledger only (docs/operators.md#settlement).
    const operator = chosenOperator(config.operators, values.operator);
    if (!operator.ok) {
      throw new ConfigError(
        operator.reason === 'unknown_operator'
          ? `--operator ${values.operator} is not an operator of the configuration`
          : "several operators are served: name the file's with --operator ID",
      );
    }
    const log = createLogger(config, process.stdout, 'warn');
    const database = await openDatabase(databaseConfigFor(config));
    try {
      await withStartupLock(database, () => migrateDatabase(database));
      const columns = await readSettlementColumns(database.db);
      const result = await importSettlement(
        { database, log, timeZone: config.timeZone, staleS: config.settlementStaleS },
        {
          path: file,
          fileName: path.basename(file),
          operatorId: operator.id,
          columns,
          actor: { type: 'system', label: 'billing:settle' },
        },
      );
      const report = await writeSettlementReport(database.db, config.dataDir, result.importId);
      if (result.duplicate) process.stdout.write('This file was imported before; its first report stands.\n');
      process.stdout.write(`Report: ${report}\n`);
      process.stdout.write(`${JSON.stringify(result.summary)}\n`);
    } finally {
      await database.close();
    }
  },
  /**
   * `npm run operators:assign -- --from ID --to ID` (docs/operators.md#moving-rows): files one
   * operator's subscribers, plans and ledger rows under another operator of the configuration.
   */
  async 'operators:assign'(argv) {
    const { values } = parseArgs({
      args: argv,
      options: { from: { type: 'string' }, to: { type: 'string' } },
    });
    if (!values.from || !values.to) throw new ConfigError('usage: operators:assign --from ID --to ID');
    const config = loadConfig();
    const database = await openDatabase(databaseConfigFor(config));
    try {
      await withStartupLock(database, () => migrateDatabase(database));
      const moved = await assignOperator(database.db, {
        from: values.from,
        to: values.to,
        configured: config.operators.map((operator) => operator.id),
      }).catch((error: unknown) => {
        throw error instanceof OperatorAssignError ? new ConfigError(error.message) : error;
      });
      process.stdout.write(
        `Moved to ${values.to}: ${moved.subscribers} subscribers, ${moved.plans} plans, ${moved.transactions} ledger rows, ${moved.sms} SMS.\n`,
      );
    } finally {
      await database.close();
    }
  },
  async 'admin:create'(argv) {
    const { values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        role: { type: 'string', default: 'admin' },
        operator: { type: 'string' },
      },
    });
    if (!values.email || !values.password) {
      throw new ConfigError(
        'usage: admin:create --email E --password P --role admin|editor|care [--operator ID (care)]',
      );
    }
    if (values.role !== 'admin' && values.role !== 'editor' && values.role !== 'care')
      throw new ConfigError('--role must be admin, editor or care');
    // A care account works for one operator of the configuration, named by --operator.
    const config = loadConfig();
    if ((values.role === 'care') !== (values.operator !== undefined))
      throw new ConfigError('--operator ID goes with --role care, and only with it');
    if (
      values.operator !== undefined &&
      !config.operators.some((operator) => operator.id === values.operator)
    )
      throw new ConfigError(`--operator ${values.operator} is not an operator of the configuration`);
    const database = await openDatabase(databaseConfigFor(config));
    try {
      await migrateDatabase(database);
      const user = await createAdminUser(database.db, {
        email: values.email,
        password: values.password,
        role: values.role,
        operatorId: values.operator ?? null,
      });
      process.stdout.write(
        `Back-office ${user.role} ${user.email}${user.operatorId ? ` of operator ${user.operatorId}` : ''} is ready.\n`,
      );
    } finally {
      await database.close();
    }
  },
};

async function main() {
  const [name, ...argv] = process.argv.slice(2);
  const command = name ? commands[name] : undefined;
  if (!command) {
    process.stderr.write(`usage: cli.js <${Object.keys(commands).join('|')}> [options]\n`);
    process.exit(2);
  }
  // As `npm start` does: a command run before the first start generates the same secrets.
  ensureGeneratedSecrets();
  await command(argv);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
