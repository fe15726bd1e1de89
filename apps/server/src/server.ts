import { ConfigError, ensureGeneratedSecrets, loadConfig, type Config } from './env';
import { isPrettyLog } from './lib/logger';
import { firstAdminNotice, startBanner, startUrls } from './lib/start-banner';
import { startRuntime, type Runtime } from './runtime';

/**
 * Says where everything is once the server listens. At a terminal in development: a banner with the
 * addresses and, on the first start, the back-office login. Elsewhere: one JSON log line with the
 * addresses, and the first login as the plain-text notice deployments grep for.
 */
function announce(config: Config, runtime: Runtime) {
  if (runtime.app && isPrettyLog(config)) {
    process.stdout.write(
      startBanner({
        publicUrl: config.publicUrl,
        nodeEnv: config.nodeEnv,
        database: config.databaseUrl ? { kind: 'postgres' } : { kind: 'pglite', dataDir: config.dataDir },
        devSmsOutbox: config.network.devRoutes && config.sms.driver === 'outbox',
        firstAdmin: runtime.firstAdmin,
      }),
    );
    return;
  }
  if (runtime.app)
    runtime.log.info(startUrls(config.publicUrl), `Sarraf is listening on ${config.publicUrl}`);
  if (runtime.firstAdmin)
    process.stdout.write(`\n${firstAdminNotice(config.publicUrl, runtime.firstAdmin)}\n`);
}

/** `npm start`: validate the environment, then run APP_ROLE (api, worker or both). */
async function main() {
  let config: Config;
  try {
    // The first start writes the secrets it generates into DATA_DIR; later ones read them back.
    ensureGeneratedSecrets();
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
  announce(config, runtime);

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
