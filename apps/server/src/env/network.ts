import { z } from 'zod';
import { isLoopbackHost, parseTrustProxy, type TrustProxy } from '../lib/ip-ranges';
import { addressList, type Checks } from './fields';
import type { TServerEnv } from './server';

/**
 * Safe defaults on the network (docs/security.md): who may set the client address, who may read
 * /metrics in production, and /api/dev/* forced on (never in production).
 */
export const ZNetworkEnv = z.object({
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .superRefine((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if ('error' in parsed) {
        ctx.addIssue({
          code: 'custom',
          message: `${parsed.error}: use loopback, linklocal, uniquelocal, addresses, CIDRs or a hop count`,
        });
      }
    }),
  METRICS_CIDRS: addressList().default('127.0.0.1/8,::1/128'),
  DEV_ROUTES: z.enum(['0', '1']).optional(),
});
export type TNetworkEnv = z.infer<typeof ZNetworkEnv>;

export function networkConfig(env: TNetworkEnv & Pick<TServerEnv, 'NODE_ENV' | 'HOST'>, checks: Checks) {
  if (env.NODE_ENV === 'production' && env.DEV_ROUTES === '1') {
    checks.refuse('DEV_ROUTES', 'cannot be 1 when NODE_ENV=production');
  }
  return {
    /** Safe defaults on the network (docs/security.md). */
    network: {
      /** TRUST_PROXY: the proxies whose X-Forwarded-For is believed (by address, or a hop count). */
      trustProxy: parseTrustProxy(env.TRUST_PROXY) as TrustProxy,
      /** METRICS_CIDRS: who may read /metrics in production. */
      metricsCidrs: env.METRICS_CIDRS.split(',').map((entry) => entry.trim()),
      /** `/api/dev/*` registered: development or test on a loopback HOST, or DEV_ROUTES=1. */
      devRoutes:
        env.DEV_ROUTES === '1' ||
        (env.DEV_ROUTES === undefined && env.NODE_ENV !== 'production' && isLoopbackHost(env.HOST)),
    },
  };
}
