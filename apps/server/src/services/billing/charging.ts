import type { Database } from '../../db/client';
import { createChargingDriver, type ChargingDriver } from '../../drivers/charging/index';
import type { OneApiTokens } from '../../drivers/oneapi/index';
import type { Config } from '../../env';
import { createDatabaseRateLimiter, createLocalRateLimiter, type RateLimiter } from './charging-rate-limiter';

/**
 * The charging gateway and the CHARGING_TPS limiter in front of it. Built once per process by
 * runtime.ts and handed to the API and the worker alike: the simulated gateway's memory of
 * references is then shared by the API's first charges and the worker's reconciliation, as a real
 * gateway's would be.
 */
export interface Charging {
  driver: ChargingDriver;
  /** Null when no limit applies (the simulated gateway without an explicit CHARGING_TPS). */
  limiter: RateLimiter | null;
}

/**
 * The driver CHARGING_DRIVER names, and its limiter. The `http` and `oneapi` drivers are always
 * limited (the operator's gateway has a contract rate); the simulated one only when CHARGING_TPS is set, so a
 * benchmark can measure the engine itself and, separately, show the limit honoured. With
 * PostgreSQL the limit is shared through the database by every worker process; with the embedded
 * database there is one process, and the limit is kept in it.
 */
export function createCharging(config: Config, database: Database, oneApiTokens: OneApiTokens): Charging {
  const { charging: settings } = config;
  const limited = settings.driver !== 'simulated' || settings.tpsExplicit;
  return {
    driver: createChargingDriver(config, oneApiTokens),
    limiter: !limited
      ? null
      : database.kind === 'pglite'
        ? createLocalRateLimiter({ perSecond: settings.tps })
        : createDatabaseRateLimiter(database.db, { key: 'charging', perSecond: settings.tps }),
  };
}

/** One gateway call under the limit. */
export async function throughLimiter<T>(charging: Charging, call: () => Promise<T>): Promise<T> {
  await charging.limiter?.acquire();
  return call();
}
