import type { Database } from '../../db/client';
import { createChargingDriver, type ChargingDriver } from '../../drivers/charging/index';
import type { OneApiTokens } from '../../drivers/oneapi/index';
import { DEFAULT_OPERATOR_ID, type Config, type Operator } from '../../env';
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
 * Each operator's charging gateway and its own limiter (docs/operators.md#routing): a charge, a
 * lookup and a refund go through the gateway of the operator their ledger row is filed under,
 * under that operator's `charging_tps`, so a slow or capped operator never holds up another's.
 */
export interface OperatorCharging {
  /** The gateway of an operator this deployment serves; undefined for any other id. */
  of(operatorId: string): Charging | undefined;
}

/**
 * The driver each operator's CHARGING_DRIVER names, and its limiter. The `http` and `oneapi`
 * drivers are always limited (the operator's gateway has a contract rate); the simulated one only
 * when CHARGING_TPS is set, so a benchmark can measure the engine itself and, separately, show the
 * limit honoured. With PostgreSQL each operator's limit is shared through the database by every
 * worker process; with the embedded database there is one process, and the limit is kept in it.
 */
export function createCharging(
  config: Config,
  database: Database,
  tokensOf: (operator: Operator) => OneApiTokens,
): OperatorCharging {
  const byOperator = new Map(
    config.operators.map((operator) => {
      const settings = operator.charging;
      const limited = settings.driver !== 'simulated' || settings.tpsExplicit;
      // The one operator of a deployment without the file keeps the limiter's original key.
      const key = operator.id === DEFAULT_OPERATOR_ID ? 'charging' : `charging:${operator.id}`;
      const charging: Charging = {
        driver: createChargingDriver(operator, tokensOf(operator)),
        limiter: !limited
          ? null
          : database.kind === 'pglite'
            ? createLocalRateLimiter({ perSecond: settings.tps })
            : createDatabaseRateLimiter(database.db, { key, perSecond: settings.tps }),
      };
      return [operator.id, charging] as const;
    }),
  );
  return { of: (operatorId) => byOperator.get(operatorId) };
}

/** One gateway call under the limit. */
export async function throughLimiter<T>(charging: Charging, call: () => Promise<T>): Promise<T> {
  await charging.limiter?.acquire();
  return call();
}
