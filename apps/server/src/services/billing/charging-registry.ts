import type { Database } from '../../db/client';
import { createChargingDriver, type ChargingDriver } from '../../drivers/charging/index';
import type { Config } from '../../env';
import { createDatabaseRateLimiter, createLocalRateLimiter, type RateLimiter } from './charging-rate-limiter';

export interface Charging {
  driver: ChargingDriver;
  /** Null when no limit applies (the simulated gateway without an explicit CHARGING_TPS). */
  limiter: RateLimiter | null;
}

// One driver per database handle, i.e. per app (and its worker) in a process: the simulated
// gateway's memory of references is shared by the API's first charges and the worker's
// reconciliation, as a real gateway's would be. Keyed weakly so closed test servers leave nothing.
const registry = new WeakMap<Database, Charging>();

/**
 * The process's charging driver for this database and the CHARGING_TPS limiter in front of it. The
 * `http` driver is always limited (the operator's gateway has a contract rate); the simulated one
 * only when CHARGING_TPS is set, so a benchmark can measure the engine itself and, separately,
 * show the limit honoured. With PostgreSQL the limit is shared through the database by every
 * worker process; with the embedded database there is one process, and the limit is kept in it.
 */
export function getCharging(deps: { config: Config; database: Database }): Charging {
  let charging = registry.get(deps.database);
  if (!charging) {
    const { charging: settings } = deps.config;
    const limited = settings.driver === 'http' || settings.tpsExplicit;
    charging = {
      driver: createChargingDriver(deps.config),
      limiter: !limited
        ? null
        : deps.database.kind === 'pglite'
          ? createLocalRateLimiter({ perSecond: settings.tps })
          : createDatabaseRateLimiter(deps.database.db, { key: 'charging', perSecond: settings.tps }),
    };
    registry.set(deps.database, charging);
  }
  return charging;
}

/** One gateway call under the limit. */
export async function throughLimiter<T>(charging: Charging, call: () => Promise<T>): Promise<T> {
  await charging.limiter?.acquire();
  return call();
}
