import { ConfigError, loadConfig, type Config } from './env';
import { startRuntime } from './runtime';

/** `npm start`: validate the environment, then run APP_ROLE (api, worker or both). */
async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      // DESIGN/issue 2: a bad environment value stops the start with one clear line.
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const runtime = await startRuntime(config);
  if (runtime.app) runtime.log.info(`Sarraf is listening on ${config.publicUrl}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    runtime.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 30_000);
    force.unref();
    runtime.close().then(
      () => process.exit(0),
      (error: unknown) => {
        runtime.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  // A start-up failure (database unreachable, port taken) is one line, not a stack trace.
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`Sarraf could not start: ${message}\n`);
  process.exit(1);
});
