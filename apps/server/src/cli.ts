import { parseArgs } from 'node:util';
import { pino } from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, loadConfig } from './env';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { withStartupLock } from './db/startup-lock';
import { databaseConfigFor, prepareDatabase } from './runtime';
import { createAdminUser } from './services/back-office/create-admin-user';
import { loggerOptions } from './lib/logger';

/**
 * Ops commands of DESIGN §3 (`npm run migrate | seed | admin:create`). With the embedded database
 * they run while the server is stopped: PGlite is single-process.
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
    const log = pino(loggerOptions(config) as object) as unknown as FastifyBaseLogger;
    const { database, firstAdmin } = await prepareDatabase({ ...config, role: 'all' }, log);
    await database.close();
    if (firstAdmin)
      process.stdout.write(`First back-office login: ${firstAdmin.email} / ${firstAdmin.password}\n`);
    process.stdout.write(
      'Database migrated; demo data is present (it is only added to an empty database).\n',
    );
  },
  async 'admin:create'(argv) {
    const { values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        role: { type: 'string', default: 'admin' },
      },
    });
    if (!values.email || !values.password)
      throw new ConfigError('usage: admin:create --email E --password P --role admin|editor');
    if (values.role !== 'admin' && values.role !== 'editor')
      throw new ConfigError('--role must be admin or editor');
    const database = await openDatabase(databaseConfigFor(loadConfig()));
    try {
      await migrateDatabase(database);
      const user = await createAdminUser(database.db, {
        email: values.email,
        password: values.password,
        role: values.role,
      });
      process.stdout.write(`Back-office ${user.role} ${user.email} is ready.\n`);
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
  await command(argv);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
