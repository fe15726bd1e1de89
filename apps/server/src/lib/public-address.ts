import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a fetch typed by a person may go: the public internet only. An editor configures a feed's
 * URL, so without this check the server would fetch whatever address they type — the machine's own
 * services, the cloud's metadata endpoint, the operator's private network (SSRF). Loopback,
 * private, link-local, shared (CGNAT), unspecified, multicast and reserved ranges are refused,
 * also as IPv4-mapped IPv6. The name is resolved here and every address it has must be public; a
 * redirect is checked the same way before it is followed (conditional-fetch.ts).
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** True for an address on the public internet. */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 0) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return !blocked.check(mapped, 'ipv4');
  return !blocked.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

export class NonPublicAddressError extends Error {}

/** Resolves `url`'s host and throws unless every address it has is public. */
export async function assertPublicUrl(url: URL): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [host]
    : (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) {
    throw new NonPublicAddressError(`${url.hostname} is not a public address`);
  }
}
