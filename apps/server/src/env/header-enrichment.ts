import { z } from 'zod';
import { addressList, flag, listOf, positiveInt, required, type Checks } from './fields';

// A DNS host name (or an IPv4 address), as a Host header names it without the port.
const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/**
 * Header enrichment (docs/header-enrichment.md): the operator's gateway adds the subscriber's
 * number to plain-HTTP requests; believed only from HE_TRUSTED_CIDRS, after TRUST_PROXY.
 */
export const ZHeaderEnrichmentEnv = z.object({
  HE_ENABLED: flag(),
  HE_MSISDN_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'must be an HTTP header name such as x-msisdn')
    .default('x-msisdn')
    .transform((value) => value.toLowerCase()),
  HE_TRUSTED_CIDRS: addressList().optional(),
  HE_ENCODING: z.enum(['plain', 'base64']).default('plain'),
  // The host names the gateway's plain-HTTP traffic arrives on (the HE server block of
  // deploy/nginx.conf); unset = any. A request to another host is not identified.
  HE_HOSTS: z
    .string()
    .superRefine((value, ctx) => {
      const names = value.split(',').map((entry) => entry.trim());
      const bad = names.find((name) => !HOST_NAME.test(name));
      if (bad !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `"${bad}" is not a host name: use names such as he.example.com, comma-separated`,
        });
      }
    })
    .optional(),
  // Identify answers per number a minute, and per client address outside HE_TRUSTED_CIDRS (429
  // past it); never per gateway address, which carries a whole operator's subscribers.
  HE_IDENTIFY_PER_MIN: positiveInt.max(100_000).default(30),
});
export type THeaderEnrichmentEnv = z.infer<typeof ZHeaderEnrichmentEnv>;

export function headerEnrichmentConfig(env: THeaderEnrichmentEnv, checks: Checks) {
  if (env.HE_ENABLED) {
    // Without it any client could claim any number by sending the header itself.
    required(checks, "when HE_ENABLED is on (the operator's gateway addresses)", {
      HE_TRUSTED_CIDRS: env.HE_TRUSTED_CIDRS,
    });
  }
  return {
    /** Header enrichment (docs/header-enrichment.md). */
    he: {
      /** HE_ENABLED: read the number header at all. */
      enabled: env.HE_ENABLED,
      /** HE_MSISDN_HEADER, lower-cased (Node's header keys). */
      msisdnHeader: env.HE_MSISDN_HEADER,
      /** HE_TRUSTED_CIDRS: the gateway's addresses, matched against the client address after TRUST_PROXY. */
      trustedCidrs: listOf(env.HE_TRUSTED_CIDRS),
      /** HE_ENCODING: the header's number as digits, or base64 of them. */
      encoding: env.HE_ENCODING,
      /** HE_HOSTS, lower-cased: the host names a number may be read on; empty = any. */
      hosts: listOf(env.HE_HOSTS).map((host) => host.toLowerCase()),
      /** HE_IDENTIFY_PER_MIN: identify answers a minute per number, and per non-gateway address. */
      identifyPerMin: env.HE_IDENTIFY_PER_MIN,
    },
  };
}
