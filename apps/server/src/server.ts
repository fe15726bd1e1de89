import { ConfigError, loadConfig, type Config } from './env';
import { startRuntime } from './runtime';

/** `npm start`: validate the environment, then run APP_ROLE (api, worker or both). */
async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      // A bad environment value stops the start with one clear line (docs/design.md#configuration).
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
    runtime.log.info({ signal, timeoutS: config.shutdownTimeoutS }, 'shutting down');
    // A bounded stop: whatever still hangs after SHUTDOWN_TIMEOUT_S is abandoned (jobs are retried
    // by pg-boss, clients retry a dropped request) so an orchestrator never has to SIGKILL us.
    const force = setTimeout(() => {
      runtime.log.error({ timeoutS: config.shutdownTimeoutS }, 'shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutS * 1000);
    force.unref();
    runtime.close().then(
      () => {
        runtime.log.info('stopped');
        process.exit(0);
      },
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
