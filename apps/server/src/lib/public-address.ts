import { lookup as lookupCallback, type LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

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
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // Unspecified, loopback, and the deprecated IPv4-compatible form (`::127.0.0.1`).
  ['::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part read as two). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (side: string) => (side ? side.split(':').map((group) => parseInt(group, 16)) : []);
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The IPv4 address an IPv6 one carries to an IPv4 host: NAT64 (`64:ff9b::/96`, the last 32 bits)
 * and 6to4 (`2002::/16`, the next 32). A gateway connects to it, so it must be public too.
 */
function embeddedIpv4(address: string): string | null {
  const groups = ipv6Groups(address);
  const quad = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0))
    return quad(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return quad(groups[1]!, groups[2]!);
  return null;
}

/** True for an address on the public internet. */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 0) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return !blocked.check(mapped, 'ipv4');
  if (version === 6) {
    const carried = embeddedIpv4(address);
    if (carried && blocked.check(carried, 'ipv4')) return false;
  }
  return !blocked.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

export class NonPublicAddressError extends Error {}

/** The host of a URL as `dns.lookup` and `net.isIP` take it (`[::1]` → `::1`). */
export const urlHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Every address `url`'s host stands for: an IP literal itself, else what DNS answers now. */
export async function addressesOf(url: URL): Promise<string[]> {
  const host = urlHost(url);
  return isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
}

/** Resolves `url`'s host and throws unless every address it has is public. */
export async function assertPublicUrl(url: URL): Promise<void> {
  const addresses = await addressesOf(url);
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) {
    throw new NonPublicAddressError(`${url.hostname} is not a public address`);
  }
}

/**
 * A `lookup` for `http.request`/`https.request` that resolves the name and gives the connection
 * only addresses `allowed` accepts, failing with `NonPublicAddressError` when any is not. The check
 * and the connection share one answer, so a name that resolves to a public address when checked
 * cannot connect to a private one a moment later (DNS rebinding). An IP literal is never looked
 * up: the caller checks it first.
 */
export function checkedLookup(allowed: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookupCallback(
      hostname,
      { ...options, all: true, verbatim: true },
      (error, addresses: LookupAddress[]) => {
        if (error) return callback(error, '', 0);
        if (addresses.length === 0 || !addresses.every((entry) => allowed(entry.address))) {
          return callback(new NonPublicAddressError(`${hostname} is not a public address`), '', 0);
        }
        if (options.all) return callback(null, addresses);
        const [first] = addresses;
        callback(null, first!.address, first!.family);
      },
    );
  };
}
