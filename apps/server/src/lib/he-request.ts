import { hostNameOf } from './host-name';

/**
 * Which requests may carry the operator gateway's number header at all
 * (docs/header-enrichment.md#trust-model). The gateway adds it to plain HTTP only: HTTPS passes
 * through it encrypted and leaves the operator from the very same addresses, so a number header on
 * an HTTPS request is whatever the subscriber typed into it.
 */

export type Scheme = 'http' | 'https';

export interface SchemeEvidence {
  /** The peer (the socket's address) is one of TRUST_PROXY's proxies. */
  fromTrustedProxy: boolean;
  /** X-Forwarded-Proto as received (Node joins repeated headers with commas). */
  forwardedProto: string | string[] | undefined;
  /** The connection to this server is TLS. */
  encrypted: boolean;
}

/**
 * The scheme the request had at the edge, as far as it can be known:
 * - from a trusted proxy, its X-Forwarded-Proto. TLS usually ends in front of our nginx and only
 *   the dedicated HE server block says `http`, so a missing value means `https`, and so does any
 *   list naming anything but `http` (a chain that was HTTPS somewhere was not plain all the way);
 * - from any other peer, this connection's own scheme: its X-Forwarded-Proto is a client's claim.
 */
export function requestScheme(evidence: SchemeEvidence): Scheme {
  if (!evidence.fromTrustedProxy) return evidence.encrypted ? 'https' : 'http';
  const value = Array.isArray(evidence.forwardedProto)
    ? evidence.forwardedProto.join(',')
    : (evidence.forwardedProto ?? '');
  const entries = value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  return entries.length > 0 && entries.every((entry) => entry === 'http') ? 'http' : 'https';
}

/** HE_HOSTS: with a list, only a request to one of those host names may be identified. */
export function isHeHost(host: string | undefined, allowed: readonly string[]): boolean {
  if (allowed.length === 0) return true;
  const name = hostNameOf(host);
  return name !== '' && allowed.includes(name);
}
