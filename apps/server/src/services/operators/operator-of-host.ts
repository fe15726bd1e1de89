import { hostNameOf } from '../../lib/host-name';

/** What the portal's brand reads of an operator: the host names its portal answers on. */
export interface HostedOperator {
  /** Lower-cased host names (env/operators.ts lower-cases the file's). */
  hosts: readonly string[];
}

/**
 * The operator whose portal host a request came to (docs/operators.md#brand-by-host): the one
 * whose `hosts` holds the request's Host header, in any case, without its port. Undefined on any
 * other host. The Host header, not X-Forwarded-Host: our nginx passes the browser's own host on in
 * Host, and would pass a client's X-Forwarded-Host on untouched, so Fastify's `request.hostname`
 * (which believes that header from TRUST_PROXY's peers) would let any visitor pick a brand, as
 * header enrichment's HE_HOSTS rule refuses to.
 */
export function operatorOfHost<O extends HostedOperator>(
  operators: readonly O[],
  host: string | undefined,
): O | undefined {
  const name = hostNameOf(host);
  return name === '' ? undefined : operators.find((operator) => operator.hosts.includes(name));
}
