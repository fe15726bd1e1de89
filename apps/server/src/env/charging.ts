import { z } from 'zod';
import { optionalUrl, positiveInt, required, type Checks } from './fields';
import type { OneApiGateway } from './oneapi';
import type { TServerEnv } from './server';

/** The charging gateway (CHARGING_DRIVER, docs/design.md#charging) and its pace. */
export const ZChargingEnv = z.object({
  CHARGING_DRIVER: z.enum(['simulated', 'http', 'oneapi']).default('simulated'),
  CHARGING_FAIL_PATTERN: z
    .string()
    .refine((value) => {
      try {
        new RegExp(value);
        return true;
      } catch {
        return false;
      }
    }, 'must be a valid regular expression')
    .optional(),
  CHARGING_HTTP_URL: optionalUrl,
  CHARGING_HTTP_TOKEN: z.string().min(1).optional(),
  // No default here: whether it was set decides whether the simulated driver is limited (so
  // a benchmark measures the bare engine, and shows the limit honoured when one is set).
  CHARGING_TPS: positiveInt.max(10_000).optional(),
  // A charge the gateway has not answered within this is left `pending` for reconciliation.
  CHARGING_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
});
export type TChargingEnv = z.infer<typeof ZChargingEnv>;

/** The gateway CHARGING_DRIVER names, with exactly the settings that driver needs, present. */
function chargingGateway(
  env: TChargingEnv & Pick<TServerEnv, 'NODE_ENV'>,
  checks: Checks,
  oneApiGateway: () => OneApiGateway | undefined,
) {
  switch (env.CHARGING_DRIVER) {
    case 'simulated':
      if (env.NODE_ENV === 'production') {
        // The simulated driver marks every charge succeeded without calling anyone (it is the default).
        checks.refuse(
          'CHARGING_DRIVER',
          "simulated (the default) cannot run when NODE_ENV=production; use the operator's gateway (http or oneapi)",
        );
      }
      return { driver: 'simulated' as const, failPattern: env.CHARGING_FAIL_PATTERN };
    case 'http': {
      const given = required(checks, 'when CHARGING_DRIVER=http', {
        CHARGING_HTTP_URL: env.CHARGING_HTTP_URL,
      });
      if (!given) return z.NEVER;
      return {
        driver: 'http' as const,
        httpUrl: given.CHARGING_HTTP_URL,
        httpToken: env.CHARGING_HTTP_TOKEN,
      };
    }
    case 'oneapi': {
      const gateway = oneApiGateway();
      if (!gateway) return z.NEVER;
      return { driver: 'oneapi' as const, gateway };
    }
  }
}

export function chargingConfig(
  env: TChargingEnv & Pick<TServerEnv, 'NODE_ENV'>,
  checks: Checks,
  oneApiGateway: () => OneApiGateway | undefined,
) {
  return {
    /** Narrow on `charging.driver` to reach the chosen gateway's settings. */
    charging: {
      ...chargingGateway(env, checks, oneApiGateway),
      /** CHARGING_TPS, default 50: calls a second across all workers. */
      tps: env.CHARGING_TPS ?? 50,
      /** CHARGING_TPS was set: the limit then applies to the simulated driver as well. */
      tpsExplicit: env.CHARGING_TPS !== undefined,
      httpTimeoutMs: env.CHARGING_HTTP_TIMEOUT_MS,
    },
  };
}
