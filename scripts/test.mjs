// `npm test`: every layer, one command. Unit + API tests on PGlite, the API suite again on
// PostgreSQL when TEST_DATABASE_URL is set, then the browser tests against the built product.
import { spawnSync } from 'node:child_process';

const run = (command, args, env = {}) => {
  process.stdout.write(`\n▶ ${command} ${args.join(' ')}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('npx', ['vitest', 'run']);
if (process.env.TEST_DATABASE_URL) run('npx', ['vitest', 'run', '--project', 'api'], { TEST_DB: 'postgres' });
else process.stdout.write('\nTEST_DATABASE_URL is not set: the API suite ran on PGlite only.\n');
run('node', ['scripts/ensure-built.mjs']);
run('npx', ['playwright', 'test']);
