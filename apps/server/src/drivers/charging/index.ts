import type { Config } from '../../env';
import type { OneApiTokenClient } from '../oneapi/token-client';
import { createHttpChargingDriver } from './http';
import { createOneApiChargingDriver } from './oneapi';
import { createSimulatedChargingDriver } from './simulated';
import type { ChargingDriver } from './types';

export type { ChargeOutcome, ChargeRequest, ChargingDriver, LookupOutcome, RefundRequest } from './types';

/**
 * The driver CHARGING_DRIVER names (docs/design.md#charging); env.ts has checked its settings are present.
 * `oneApiTokens` is the one token client of the process (runtime.ts), shared with the SMS driver.
 */
export function createChargingDriver(
  config: Pick<Config, 'charging' | 'oneApi'>,
  oneApiTokens: () => OneApiTokenClient,
): ChargingDriver {
  switch (config.charging.driver) {
    case 'simulated':
      return createSimulatedChargingDriver({ failPattern: config.charging.failPattern });
    case 'http':
      return createHttpChargingDriver({
        url: config.charging.httpUrl!,
        ...(config.charging.httpToken ? { token: config.charging.httpToken } : {}),
        timeoutMs: config.charging.httpTimeoutMs,
      });
    case 'oneapi':
      return createOneApiChargingDriver({
        baseUrl: config.oneApi.baseUrl!,
        tokens: oneApiTokens(),
        timeoutMs: config.charging.httpTimeoutMs,
      });
  }
}
