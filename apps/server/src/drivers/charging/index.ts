import type { Config } from '../../env';
import { createHttpChargingDriver } from './http';
import { createSimulatedChargingDriver } from './simulated';
import type { ChargingDriver } from './types';

export type { ChargeOutcome, ChargeRequest, ChargingDriver, LookupOutcome } from './types';

/**
 * The driver CHARGING_DRIVER names (docs/design.md#charging); env.ts has checked its settings are present.
 */
export function createChargingDriver(config: Pick<Config, 'charging'>): ChargingDriver {
  switch (config.charging.driver) {
    case 'simulated':
      return createSimulatedChargingDriver({ failPattern: config.charging.failPattern });
    case 'http':
      return createHttpChargingDriver({
        url: config.charging.httpUrl!,
        ...(config.charging.httpToken ? { token: config.charging.httpToken } : {}),
        timeoutMs: config.charging.httpTimeoutMs,
      });
  }
}
