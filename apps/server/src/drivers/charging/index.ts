import type { Config } from '../../env';
import type { OneApiTokens } from '../oneapi/index';
import { createHttpChargingDriver } from './http';
import { createOneApiChargingDriver } from './oneapi';
import { createSimulatedChargingDriver } from './simulated';
import type { ChargingDriver } from './types';

export type { ChargeOutcome, ChargeRequest, ChargingDriver, LookupOutcome, RefundRequest } from './types';

/**
 * The driver CHARGING_DRIVER names (docs/design.md#charging), with the settings the configuration
 * carries for it. `oneApiTokens` is the one token client of the process (runtime.ts), shared with the
 * SMS driver.
 */
export function createChargingDriver(
  config: Pick<Config, 'charging'>,
  oneApiTokens: OneApiTokens,
): ChargingDriver {
  const { charging } = config;
  switch (charging.driver) {
    case 'simulated':
      return createSimulatedChargingDriver({ failPattern: charging.failPattern });
    case 'http':
      return createHttpChargingDriver({
        url: charging.httpUrl,
        ...(charging.httpToken ? { token: charging.httpToken } : {}),
        timeoutMs: charging.httpTimeoutMs,
      });
    case 'oneapi':
      return createOneApiChargingDriver({
        baseUrl: charging.gateway.baseUrl,
        tokens: oneApiTokens(charging.gateway),
        timeoutMs: charging.httpTimeoutMs,
      });
  }
}
