import { z } from 'zod';
import { positiveInt } from './fields';

/** The partner API (docs/partner-api.md). */
export const ZPartnerEnv = z.object({
  // Requests a minute each partner API key may make, reads and pushes together (429 past it).
  PARTNER_REQUESTS_PER_MIN: positiveInt.max(100_000).default(60),
});
export type TPartnerEnv = z.infer<typeof ZPartnerEnv>;

export function partnerConfig(env: TPartnerEnv) {
  return {
    partner: {
      /** PARTNER_REQUESTS_PER_MIN: requests a minute per key. */
      requestsPerMin: env.PARTNER_REQUESTS_PER_MIN,
    },
  };
}
